import { Suspense, lazy, startTransition, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/lazy-dialog.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { AccountButton } from './account-button.tsx';

// Mantine's Menu brings the floating layer's code (~30 KB) that no page needs before the menu.
const LoadedUserMenu = lazy(() =>
  import('./user-menu-dropdown.tsx').then((m) => ({ default: m.LoadedUserMenu })),
);

/**
 * The user menu of the top bar. Until it is wanted only its button is there; its code starts
 * loading when the pointer or the focus reaches the button, and a click (or Enter, Space) that
 * comes before the code opens the menu once it is there.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [wanted, setWanted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  // In a transition the button stays on the page, with the focus, until the menu's code is there.
  const want = () => startTransition(() => setWanted(true));
  const button = (
    <AccountButton
      name={user.fullname}
      avatar={user.avatar}
      label={t('nav.account')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={(event) => {
        want();
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        want();
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        want();
        setClicked(true);
      }}
    />
  );
  const failed = () => {
    if (clicked) notifications.show({ color: 'red', message: t('interaction.openFailed') });
  };
  return (
    <LoadFailure onError={failed} fallback={button}>
      <Suspense fallback={button}>
        {wanted ? <LoadedUserMenu hovered={hovered} clicked={clicked} focused={focused} /> : button}
      </Suspense>
    </LoadFailure>
  );
}
