import { useState } from 'react';
import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Project } from '@tandem/contract';
import { INVOICE_GROUPINGS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { projectLabel } from '../utils/project-label.ts';
import { monthOf } from '../../../lib/calendar-day.ts';
import type { WorkChoice } from '../utils/work-choice.ts';

type Preset = 'thisMonth' | 'lastMonth' | 'custom';

/** Which preset a period is: this month, last month, or any other range of days. */
function presetOf(choice: Pick<WorkChoice, 'from' | 'to'>, today: string): Preset {
  const same = (m: { from: string; to: string }) => m.from === choice.from && m.to === choice.to;
  if (same(monthOf(today))) return 'thisMonth';
  if (same(monthOf(today, -1))) return 'lastMonth';
  return 'custom';
}

/**
 * The work to invoice: the project (of those whose spend the viewer sees), the period (this or
 * last month, or any days) and how the lines are grouped.
 */
export function WorkChoiceFields({
  choice,
  projects,
  today,
  onChange,
}: {
  choice: WorkChoice;
  projects: Project[];
  today: string;
  onChange: (change: Partial<WorkChoice>) => void;
}) {
  const { t } = useTranslation();
  // A month chosen as custom days stays custom until a preset is chosen again.
  const [custom, setCustom] = useState(false);
  const preset = custom ? 'custom' : presetOf(choice, today);
  const reversed = choice.from !== '' && choice.to !== '' && choice.to < choice.from;
  const choosePreset = (value: string) => {
    setCustom(value === 'custom');
    if (value === 'thisMonth') onChange(monthOf(today));
    if (value === 'lastMonth') onChange(monthOf(today, -1));
  };
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('invoicing.choice.project')}
        value={choice.projectId === null ? '' : String(choice.projectId)}
        onChange={(e) => onChange({ projectId: Number(e.currentTarget.value) || null })}
        data={[
          { value: '', label: t('invoicing.choice.chooseProject'), disabled: true },
          ...projects.map((p) => ({ value: String(p.id), label: projectLabel(p, t) })),
        ]}
        maw={420}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="invoice-period-label">
          {t('invoicing.choice.period')}
        </Text>
        <SegmentedControl
          aria-labelledby="invoice-period-label"
          value={preset}
          onChange={choosePreset}
          data={(['thisMonth', 'lastMonth', 'custom'] as const).map((value) => ({
            value,
            label: t(`invoicing.choice.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t('invoicing.choice.from')}
            value={choice.from}
            onChange={(e) => onChange({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('invoicing.choice.to')}
            value={choice.to}
            onChange={(e) => onChange({ to: e.currentTarget.value })}
            error={reversed ? t('invoicing.choice.badRange') : undefined}
          />
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="invoice-grouping-label">
          {t('invoicing.choice.grouping')}
        </Text>
        <SegmentedControl
          aria-labelledby="invoice-grouping-label"
          value={choice.grouping}
          onChange={(value) => onChange({ grouping: value })}
          data={INVOICE_GROUPINGS.map((value) => ({
            value,
            label: t(`invoicing.grouping.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Stack>
  );
}
