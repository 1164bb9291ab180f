import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Collapse } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A filter that stays open on wider screens and folds behind a button on a phone, so the list
 * it filters starts on the first screen. `active` counts the choices made, shown on the button.
 */
export function FoldingFilter({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (!isPhone) return <>{children}</>;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        style={{ alignSelf: 'flex-start' }}
      >
        {active > 0 ? t('filter.toggleActive', { count: active }) : t('filter.toggle')}
      </Button>
      <Collapse expanded={opened} id={id}>
        {children}
      </Collapse>
    </>
  );
}

/** How many of a filter's fields differ from its empty state (a list counts once if not empty). */
export function choicesMade<T extends object>(value: T, empty: T): number {
  return (Object.keys(empty) as Array<keyof T>).filter((key) => {
    const now = value[key];
    return Array.isArray(now) ? now.length > 0 : now !== empty[key];
  }).length;
}
