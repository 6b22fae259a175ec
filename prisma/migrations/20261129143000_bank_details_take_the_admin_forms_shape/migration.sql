-- The bank details take the one shape the admin form saves (shared/src/settings/bank-details.schemas.ts). A value
-- stored in the seed's earlier shape (beneficiary, beneficiaryCode, iban, bankName, swift, currency) read as "not
-- set" on the admin page and reached customers raw; it is rewritten field by field, and any other value is left as is.
UPDATE "Setting"
SET "value" = jsonb_strip_nulls(jsonb_build_object(
      'accountHolder', "value"->>'beneficiary',
      'companyCode', "value"->>'beneficiaryCode',
      'iban', "value"->>'iban',
      'bankName', "value"->>'bankName',
      'swift', "value"->>'swift',
      'referenceFormat', 'The deposit reference alone (BBD-XXXXXXXX), nothing else in the payment details'
    )),
    "updatedAt" = now()
WHERE "key" = 'bank'
  AND jsonb_typeof("value") = 'object'
  AND "value" ? 'beneficiary'
  AND NOT "value" ? 'accountHolder';
