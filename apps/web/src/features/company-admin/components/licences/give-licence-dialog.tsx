import { LICENCE_COUNT_MAX, LICENCE_DATE_RANGE } from '@sds/contract';
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { todayUtc } from '../shared/admin-format.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import {
  chosenItem,
  giveLicenceResolver,
  type GiveLicenceRequest,
  type GiveLicenceValues,
} from './give-licence-form.ts';
import {
  LicenceItemSelect,
  giveLicenceProblemKey,
  useCatalogueOptions,
} from './licence-item-select.tsx';

type GiveLicenceDialogProps = {
  companyId: string;
  companyName: string;
  onClose: () => void;
  give: (request: GiveLicenceRequest) => Promise<unknown>;
  isPending: boolean;
};

/** What an empty end date means for the item chosen. */
function useEndHint(item: ReturnType<typeof chosenItem>) {
  const { t } = useTranslation('admin');
  if (item?.kind === 'licence' && item.item.durationMonths === 1) return t('give.endHintOneMonth');
  if (item?.kind === 'licence' && item.item.durationMonths !== null) {
    const months = item.item.durationMonths;
    return t('give.endHintDuration', { count: months, months });
  }
  return t('give.endHintOpen');
}

/**
 * Giving a company a licence or an add-on from the catalogue (Admin): which, how many, from
 * when and until when. The contract's schema checks it before it is sent — an end before the
 * start is refused here, not by the server — and the company's totals follow at once.
 */
export function GiveLicenceDialog({
  companyId,
  companyName,
  onClose,
  give,
  isPending,
}: GiveLicenceDialogProps) {
  const { t } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const options = useCatalogueOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GiveLicenceValues, unknown, GiveLicenceRequest>({
    resolver: giveLicenceResolver(companyId),
    defaultValues: { item: '', quantity: 1, startsOn: todayUtc(), endsOn: '' },
  });
  const { errors } = form.formState;
  const message = (error: FieldError | undefined) =>
    error ? t(giveLicenceProblemKey(error)) : undefined;
  const [chosen, startsOn] = useWatch({ control: form.control, name: ['item', 'startsOn'] });
  const item = chosenItem(chosen, options.catalogue);
  const endHint = useEndHint(item);

  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await give(request);
      onClose();
      void notify(t('give.done', { name: item?.item.name ?? '', company: companyName }), {
        kind: 'success',
      });
    } catch (error) {
      setFailure(
        failureMessage(error, {
          conflict: t('give.withdrawn'),
          'not-found': t('give.gone'),
        }),
      );
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={t('give.title', { company: companyName })}
      description={t('give.text')}
      submitLabel={t('give.submit')}
      isPending={isPending}
      error={failure ?? (options.isFailed ? t('give.catalogueFailed') : null)}
      onSubmit={() => void submit()}
    >
      <LicenceItemSelect
        options={options}
        error={errors.item}
        registration={form.register('item')}
      />
      <TextField
        label={t('give.quantityLabel')}
        type="number"
        inputMode="numeric"
        min={1}
        max={LICENCE_COUNT_MAX}
        step={1}
        error={message(errors.quantity)}
        registration={form.register('quantity', { valueAsNumber: true })}
      />
      <div className="admin-field-pair">
        <TextField
          label={t('give.startsOnLabel')}
          type="date"
          min={LICENCE_DATE_RANGE.first}
          max={LICENCE_DATE_RANGE.last}
          error={message(errors.startsOn)}
          registration={form.register('startsOn')}
        />
        <TextField
          label={t('give.endsOnLabel')}
          hint={endHint}
          type="date"
          min={startsOn || LICENCE_DATE_RANGE.first}
          max={LICENCE_DATE_RANGE.last}
          error={message(errors.endsOn)}
          registration={form.register('endsOn')}
        />
      </div>
    </FormDialog>
  );
}
