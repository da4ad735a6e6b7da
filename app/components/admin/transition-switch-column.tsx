import type { Column } from './data-table.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';

/**
 * A list column whose cell switches an item between two states through its API transition
 * (activate / deactivate, publish / unpublish...). The header names the switch for sighted
 * users; each switch keeps a full label for screen readers.
 */
export function transitionSwitchColumn<Row extends { id: number }>({
  key,
  header,
  label,
  checked,
  transitions: [onTransition, offTransition],
  transition,
}: {
  key: string;
  header: string;
  label: (row: Row) => string;
  checked: (row: Row) => boolean;
  /** The transitions that turn the switch on and off. */
  transitions: readonly [string, string];
  transition: { isPending: boolean; mutate: (change: { id: number; transition: string }) => void };
}): Column<Row> {
  return {
    key,
    header,
    cell: (row) => (
      <ToggleSwitch
        id={`${key}-switch-${row.id}`}
        label={label(row)}
        labelHidden
        checked={checked(row)}
        disabled={transition.isPending}
        onCheckedChange={(on) => transition.mutate({ id: row.id, transition: on ? onTransition : offTransition })}
      />
    ),
  };
}
