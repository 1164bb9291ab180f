import { Text } from '@mantine/core';
import { Link } from 'react-router';

/** Tandem's mark: two linked rings, and the name beside them on all but the narrowest screens. */
export function ProductMark() {
  return (
    <Link
      to="/dashboard"
      aria-label="Tandem"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        textDecoration: 'none',
        color: 'inherit',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
        <circle cx="12" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="20" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="3" />
      </svg>
      <Text component="span" fw={700} size="lg" visibleFrom="xs" aria-hidden>
        Tandem
      </Text>
    </Link>
  );
}
