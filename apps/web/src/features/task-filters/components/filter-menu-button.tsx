import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The button of a saved filter's actions menu in the navigation. */
export function FilterMenuButton({
  name,
  ...props
}: { name: string } & Omit<ComponentPropsWithRef<'button'>, 'style' | 'color'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('taskFilters.actions', { name })}
      {...props}
    >
      <IconDots size={14} />
    </ActionIcon>
  );
}
