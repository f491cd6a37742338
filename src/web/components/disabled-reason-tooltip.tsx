import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { type ReactElement, useId } from 'react';
import { type DisabledReason, isReason, ReasonHolder } from './form-parts.tsx';

/**
 * The compact form of a disabled reason, for a toolbar or a row where a caption beside the control has no room:
 * the control (turned off by its caller while there is a reason) sits in a focusable span that shows the reason
 * on hover and focus, and is described by it for a screen reader.
 */
export function DisabledReasonTooltip({ reason, children }: { reason: DisabledReason; children: ReactElement }) {
  const id = useId();
  const off = isReason(reason);
  return (
    <Tooltip title={off ? reason : ''} describeChild>
      <ReasonHolder off={off} reasonId={id}>
        {children}
        {off ? (
          <Box component="span" id={id} sx={visuallyHidden}>
            {reason}
          </Box>
        ) : null}
      </ReasonHolder>
    </Tooltip>
  );
}
