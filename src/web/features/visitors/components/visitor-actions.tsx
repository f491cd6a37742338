import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visitor } from '../../../../shared/contract/visitors.ts';

export interface VisitorAction {
  key: 'checkIn' | 'checkOut' | 'approve' | 'decline' | 'printBadge';
  color: ButtonProps['color'];
  variant: ButtonProps['variant'];
  run: () => void;
}

export interface VisitorActionHandlers {
  frontDesk: boolean;
  decide: boolean;
  onCheckIn: (visitor: Visitor) => void;
  onCheckOut: (visitor: Visitor) => void;
  onPrintBadge: (visitor: Visitor) => void;
  onDecide: (visitor: Visitor, decision: 'approve' | 'decline') => void;
}

/** What the user may do next with a visitor, by its status and the user's permissions. */
export function visitorActions(visitor: Visitor, h: VisitorActionHandlers): VisitorAction[] {
  if (visitor.status === 'expected' && h.frontDesk) {
    return [{ key: 'checkIn', color: 'primary', variant: 'outlined', run: () => h.onCheckIn(visitor) }];
  }
  if (visitor.status === 'checked_in' && h.frontDesk) {
    return [
      { key: 'checkOut', color: 'primary', variant: 'outlined', run: () => h.onCheckOut(visitor) },
      { key: 'printBadge', color: 'inherit', variant: 'text', run: () => h.onPrintBadge(visitor) },
    ];
  }
  if (visitor.status === 'requested' && h.decide) {
    return [
      {
        key: 'approve',
        color: 'success',
        variant: 'outlined',
        run: () => h.onDecide(visitor, 'approve'),
      },
      { key: 'decline', color: 'error', variant: 'text', run: () => h.onDecide(visitor, 'decline') },
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
  const { t } = useTranslation('visitors');
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
          aria-label={t(`actions.${action.key}Named`, { name: visitor.name })}
          sx={{ flex: fullWidth ? 1 : undefined, whiteSpace: 'nowrap' }}
        >
          {t(`actions.${action.key}`)}
        </Button>
      ))}
    </Box>
  );
}
