import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import type { Visitor } from '../../../../shared/contract/visitors.ts';

export interface VisitorAction {
  key: 'check-in' | 'check-out' | 'approve' | 'decline';
  label: string;
  color: ButtonProps['color'];
  variant: ButtonProps['variant'];
  run: () => void;
}

export interface VisitorActionHandlers {
  frontDesk: boolean;
  decide: boolean;
  onCheckIn: (visitor: Visitor) => void;
  onCheckOut: (visitor: Visitor) => void;
  onDecide: (visitor: Visitor, decision: 'approve' | 'decline') => void;
}

/** What the user may do next with a visitor, by its status and the user's permissions. */
export function visitorActions(visitor: Visitor, h: VisitorActionHandlers): VisitorAction[] {
  if (visitor.status === 'expected' && h.frontDesk) {
    return [
      { key: 'check-in', label: 'Check in', color: 'primary', variant: 'outlined', run: () => h.onCheckIn(visitor) },
    ];
  }
  if (visitor.status === 'checked_in' && h.frontDesk) {
    return [
      { key: 'check-out', label: 'Check out', color: 'primary', variant: 'outlined', run: () => h.onCheckOut(visitor) },
    ];
  }
  if (visitor.status === 'requested' && h.decide) {
    return [
      {
        key: 'approve',
        label: 'Approve',
        color: 'success',
        variant: 'outlined',
        run: () => h.onDecide(visitor, 'approve'),
      },
      { key: 'decline', label: 'Decline', color: 'error', variant: 'text', run: () => h.onDecide(visitor, 'decline') },
    ];
  }
  return [];
}

/**
 * The action buttons of one visitor. Inside the grid only the focused cell is a tab stop (`tabIndex`), and the
 * first button takes the focus when the cell gets it, so the keyboard reaches the actions as any other cell.
 */
export function VisitorActionButtons({
  visitor,
  actions,
  tabIndex,
  hasFocus = false,
  fullWidth = false,
}: {
  visitor: Visitor;
  actions: VisitorAction[];
  tabIndex?: 0 | -1;
  hasFocus?: boolean;
  fullWidth?: boolean;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hasFocus) first.current?.focus();
  }, [hasFocus]);
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', width: fullWidth ? '100%' : undefined }}>
      {actions.map((action, index) => (
        <Button
          key={action.key}
          ref={index === 0 ? first : undefined}
          size="small"
          color={action.color}
          variant={action.variant}
          tabIndex={tabIndex}
          onClick={(event) => {
            event.stopPropagation();
            action.run();
          }}
          aria-label={`${action.label} ${visitor.name}`}
          sx={{ flex: fullWidth ? 1 : undefined, whiteSpace: 'nowrap' }}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}
