import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import type { MantineColor } from '@mantine/core';

/** Where an action is offered: a button of its own, or an item of an actions menu. */
export type ActionKind = 'button' | 'menu';

/** An action as an actions menu lists it. */
export interface MenuAction {
  id: string;
  label: string;
  icon: ReactNode;
  color: MantineColor | undefined;
  disabled: boolean;
  run: () => void;
}

interface Registry {
  set: (action: MenuAction) => void;
  remove: (id: string) => void;
}

const ActionMenuContext = createContext<Registry | null>(null);

/**
 * The actions that components inside `ActionMenuProvider` offer with `kind="menu"`, in the order
 * they first appear. The components (and the dialogs they open) stay where they are rendered,
 * outside the menu: a dialog inside a menu's dropdown would receive the menu's key and focus
 * handling through React's event bubbling.
 */
export function useActionMenu() {
  const [actions, setActions] = useState<Map<string, MenuAction>>(() => new Map());
  const [registry] = useState<Registry>(() => ({
    set: (action) => setActions((previous) => new Map(previous).set(action.id, action)),
    remove: (id) =>
      setActions((previous) => {
        const next = new Map(previous);
        next.delete(id);
        return next;
      }),
  }));
  return { actions: [...actions.values()], Provider: ActionMenuContext.Provider, registry };
}

/** Lists an action in the surrounding actions menu while the calling component is on screen. */
function MenuActionEntry(props: Omit<MenuAction, 'id' | 'run'> & { onClick: () => void }) {
  const registry = useContext(ActionMenuContext);
  const id = useId();
  const run = useRef(props.onClick);
  const icon = useRef(props.icon);
  useEffect(() => {
    run.current = props.onClick;
  });
  const { label, color, disabled } = props;
  useEffect(() => {
    registry?.set({ id, label, icon: icon.current, color, disabled, run: () => run.current() });
  }, [registry, id, label, color, disabled]);
  useEffect(() => () => registry?.remove(id), [registry, id]);
  if (registry) return null;
  return (
    <Menu.Item leftSection={props.icon} onClick={props.onClick} color={color} disabled={disabled}>
      {label}
    </Menu.Item>
  );
}

/**
 * What starts an action: a small button, or the same action as an item of an actions menu (the
 * project header gathers its rarely used actions in one). The action's dialog stays the caller's.
 */
export function ActionTrigger({
  kind = 'button',
  label,
  icon,
  onClick,
  color,
  disabled = false,
  loading = false,
  variant = 'light',
}: {
  kind?: ActionKind | undefined;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  color?: MantineColor;
  disabled?: boolean;
  loading?: boolean;
  variant?: 'light' | 'default';
}) {
  if (kind === 'menu') {
    return (
      <MenuActionEntry
        label={label}
        icon={icon}
        color={color}
        disabled={disabled || loading}
        onClick={onClick}
      />
    );
  }
  return (
    <Button
      variant={variant}
      size="xs"
      color={color}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
    >
      {label}
    </Button>
  );
}
