import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One comment of an incident report's thread (docs/product/incident-reports.md#comments), as a list item: who wrote
 * it, when, and its text as written. `compact` is the client portal's quoted form (a rule at the start, no avatar).
 */
export function CommentItem({
  author,
  unknownAuthor,
  time,
  content,
  compact = false,
}: {
  /** The author's name; null when the account is gone. */
  author: string | null;
  /** What stands for a missing author's name. */
  unknownAuthor: string;
  time: ReactNode;
  content: string;
  compact?: boolean;
}) {
  const text = (
    <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {content}
    </Typography>
  );
  if (compact) {
    return (
      <Box component="li" sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          <Box component="bdi" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {author ?? unknownAuthor}
          </Box>{' '}
          · {time}
        </Typography>
        {text}
      </Box>
    );
  }
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 14 }} aria-hidden>
        {(author ?? '?').slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="p">
          <bdi>{author ?? unknownAuthor}</bdi>{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {time}
          </Typography>
        </Typography>
        {text}
      </Box>
    </Box>
  );
}
