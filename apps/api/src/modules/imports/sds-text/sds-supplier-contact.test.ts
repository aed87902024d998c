import { describe, expect, it } from 'vitest';
import { readSupplierContact } from './sds-supplier-contact.ts';

const lines = (text: string) => text.trim().split('\n');

describe('reading the supplier’s e-mail address and telephone from section 1', () => {
  it('reads them from 1.3 as English, German, Dutch and French sheets print them', () => {
    const english = lines(`
1.3 Details of the supplier of the safety data sheet
Supplier BP Europa SE - BP Belgium / BP Marine
2440 Geel
Phone: 0032 3 260 89 45
Fax: 32 (0) 286 82 69
Poison Control Center: 32 (0)70 245 245
E-mail address MSDSadvice@bp.com
1.4 Emergency telephone number
EMERGENCY Carechem: +44 (0) 1235 239 670 (24/7)`);
    expect(readSupplierContact(english)).toEqual({
      supplierEmail: 'MSDSadvice@bp.com',
      supplierPhone: '0032 3 260 89 45',
    });
    const german = lines(`
1.3. Einzelheiten zum : Air Products GmbH
Lieferanten, der das Hüttenstraße 50
Sicherheitsdatenblatt 45527 Hattingen
E-Mail-Adresse – : GASTECH@airproducts.com
Technische Info
Telefon : (49) (2324) 6890
1.4. Notrufnummer : 0800-181-7059`);
    expect(readSupplierContact(german)).toEqual({
      supplierEmail: 'GASTECH@airproducts.com',
      supplierPhone: '(49) (2324) 6890',
    });
    const dutch = lines(`
1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad
Telephone: +32 (0)800 40752
Telefax: +32 (0)800 40750
E-mail adres MSDSadvice@bp.com
1.4 Telefoonnummer voor noodgevallen
TELEFOONNR. Carechem: +44 (0) 1235 239 670 (24/7)`);
    expect(readSupplierContact(dutch)).toEqual({
      supplierEmail: 'MSDSadvice@bp.com',
      supplierPhone: '+32 (0)800 40752',
    });
    const french = lines(`
1.3. Renseignements : AIR PRODUCTS SAS
concernant le 45 avenue Victor Hugo
Adresse email - : GASTECH@airproducts.com
Téléphone : +33 (0) 800 480 000
1.4. Numéro d'appel : Bouteilles, Medical
d'urgence 0 800 480 000 / +33 144925214`);
    expect(readSupplierContact(french)).toEqual({
      supplierEmail: 'GASTECH@airproducts.com',
      supplierPhone: '+33 (0) 800 480 000',
    });
  });

  it('prefers the address for the SDS or its responsible person to the company’s', () => {
    const contact = readSupplierContact(
      lines(`
1.3 Details of the supplier of the safety data sheet
Acme Chemicals Ltd, info@acme.example
E-mail address of person responsible for this SDS: j.doe@acme.example
1.4 Emergency telephone number`),
    );
    expect(contact.supplierEmail).toBe('j.doe@acme.example');
    const german = readSupplierContact(
      lines(`
1.3 Einzelheiten zum Lieferanten
E-Mail: vertrieb@beispiel.example
E-Mail (fachkundige Person):
produktsicherheit@beispiel.example`),
    );
    expect(german.supplierEmail).toBe('produktsicherheit@beispiel.example');
    const mailbox = readSupplierContact(lines('1.3 Supplier\nsales@x.example msds@x.example'));
    expect(mailbox.supplierEmail).toBe('msds@x.example');
  });

  it('never takes the emergency number for the supplier’s, nor anything past section 1.3’s', () => {
    const unnumbered = lines(`
Details of the supplier of the safety data sheet
Company
Fisher Scientific
Tel: (201) 796-7100
Emergency Telephone Number
CHEMTREC Tel. No.US:001-800-424-9300`);
    expect(readSupplierContact(unnumbered).supplierPhone).toBe('(201) 796-7100');
    const onlyEmergency = lines(`
1.3 Details of the supplier of the safety data sheet
Company : Sigma-Aldrich
E-mail address : none given
1.4 Emergency telephone number
Emergency Phone # : +1-703-527-3887 (CHEMTREC)
Tel: +1 800 424 9300`);
    expect(readSupplierContact(onlyEmergency)).toEqual({
      supplierEmail: null,
      supplierPhone: null,
    });
    expect(readSupplierContact(null)).toEqual({ supplierEmail: null, supplierPhone: null });
  });

  it('reads a number under the address without a label, and takes neither a fax nor a bare code', () => {
    const unlabelled = lines(`
1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt
Lieferant Castrol Germany GmbH,
20457 Hamburg
+49 (0) 800 863 73 70
E-Mail-Adresse MSDSadvice@bp.com`);
    expect(readSupplierContact(unlabelled).supplierPhone).toBe('+49 (0) 800 863 73 70');
    const faxAndCode = lines(`
1.3 Details of the supplier
Telefax: +49 621 60-42525
1633622
Telephone: see www.example.com`);
    expect(readSupplierContact(faxAndCode).supplierPhone).toBeNull();
    const withExtension = lines('1.3 Supplier\nTel:+33.1.40.88.73.42 - Fax:+33.1.40.88.73.29');
    expect(readSupplierContact(withExtension).supplierPhone).toBe('+33.1.40.88.73.42');
  });
});
