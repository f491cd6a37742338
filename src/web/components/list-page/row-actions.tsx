import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { GridActionsCellItem, type GridActionsCellItemProps } from '@mui/x-data-grid';
import { type ReactElement, useState } from 'react';

/** One action on a row of a list (edit, deactivate, delete…); the screen runs it, asking first where it must. */
export interface RowAction<Key extends string = string> {
  key: Key;
  label: string;
  icon: ReactElement;
}

/** A row's actions in the grid's actions column, behind its "more" menu. */
export function gridMenuActions<Key extends string>(
  actions: readonly RowAction<Key>[],
  onRun: (key: Key) => void,
): ReactElement<GridActionsCellItemProps>[] {
  return actions.map((action) => (
    <GridActionsCellItem
      key={action.key}
      icon={action.icon}
      label={action.label}
      showInMenu
      onClick={() => onRun(action.key)}
    />
  ));
}

/** A row's actions on a phone: a "more" button that opens them in a menu. */
export function RowActionsMenuButton<Key extends string>({
  label,
  actions,
  onRun,
}: {
  /** The button's accessible name, e.g. "Actions for Acme". */
  label: string;
  actions: () => readonly RowAction<Key>[];
  onRun: (key: Key) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton edge="end" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {anchor
          ? actions().map((action) => (
              <MenuItem
                key={action.key}
                onClick={() => {
                  setAnchor(null);
                  onRun(action.key);
                }}
              >
                <ListItemIcon>{action.icon}</ListItemIcon>
                {action.label}
              </MenuItem>
            ))
          : null}
      </Menu>
    </>
  );
}
