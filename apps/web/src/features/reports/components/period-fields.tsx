import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../../components/feed-filter-fields.tsx';
import { PERIODS, rangeBackwards } from '../utils/report-filter.ts';
import type { ReportFilter } from '../utils/report-filter.ts';

/** The period of a report: a named one (this week, last month, ...) or two days of one's own. */
export function PeriodFields({
  filter,
  onChange,
}: {
  filter: ReportFilter;
  onChange: (change: Partial<ReportFilter>) => void;
}) {
  const { t } = useTranslation();
  const custom = filter.period === 'custom';
  return (
    <>
      <Select
        label={t('reports.filter.period')}
        data={PERIODS.map((period) => ({ value: period, label: t(`reports.periods.${period}`) }))}
        value={filter.period}
        onChange={(period) => period && onChange({ period: period })}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      {custom && (
        <DayRangeFields
          from={filter.from}
          to={filter.to}
          onChange={onChange}
          error={rangeBackwards(filter) ? t('reports.filter.badRange') : undefined}
        />
      )}
    </>
  );
}
