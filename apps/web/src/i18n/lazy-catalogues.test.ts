import { describe, expect, it } from 'vitest';
import { prepareTranslations } from '../testing/render-app.tsx';
import { WEB_NAMESPACES } from './catalogues.ts';
import { i18n } from './i18n.ts';
import { loadLazyNamespace } from './lazy-catalogues.ts';

describe('lazy namespaces', () => {
  it('keep feedback and product requests out of the catalogues every screen loads', async () => {
    expect(WEB_NAMESPACES).not.toContain('requests');
    await prepareTranslations('de-DE');
    expect(i18n.hasResourceBundle('de-DE', 'requests')).toBe(false);

    await loadLazyNamespace('requests', 'de-DE');
    expect(i18n.t('entry.requestProduct', { ns: 'requests', lng: 'de-DE' })).toBe(
      'Produkt anfragen',
    );
  });

  it('give a locale without a catalogue the English texts', async () => {
    await loadLazyNamespace('requests', 'xx-XX');
    expect(i18n.t('feedback.open', { ns: 'requests', lng: 'xx-XX' })).toBe('Send feedback');
  });
});
