import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/errors.ts';
import { invoiceFieldMessage } from '../utils/invoice-errors.ts';
import { BANK_FIELDS, PARTY_FIELDS, partyErrorField } from '../utils/issue-form.ts';
import type { PartyField, PartyForm } from '../utils/issue-form.ts';

/** The supplier's or the customer's details, each field with the server's message about it. */
export function PartyFields({
  party,
  value,
  error,
  onChange,
}: {
  party: 'supplier' | 'client';
  value: PartyForm;
  error: unknown;
  onChange: (field: PartyField, text: string) => void;
}) {
  const { t } = useTranslation();
  const fields = party === 'supplier' ? [...PARTY_FIELDS, ...BANK_FIELDS] : PARTY_FIELDS;
  return (
    <Fieldset legend={t(`invoicing.issue.${party}`)} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {fields.map((field) => (
          <TextInput
            key={field}
            label={t(`invoicing.party.${field}`)}
            value={value[field]}
            onChange={(e) => onChange(field, e.currentTarget.value)}
            error={invoiceFieldMessage(fieldError(error, partyErrorField(party, field)), t)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete="off"
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
