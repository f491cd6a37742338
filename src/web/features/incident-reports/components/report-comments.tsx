import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportComment } from '../../../../shared/contract/incident-reports.ts';
import { CommentInput } from '../../../components/comment-input.tsx';
import { CommentItem } from '../../../components/comment-item.tsx';
import { ReasonedButton } from '../../../components/form-parts.tsx';
import { enqueueSnackbar } from '../../../lib/notify.ts';
import { useAddReportComment } from '../api/add-comment.ts';
import { ReportDateTime } from './report-date-time.tsx';

/** Comments (docs/product/incident-reports.md#comments): the thread, oldest first, and a new-comment box whose Save waits for some text. */
export function ReportComments({ reportId, comments }: { reportId: string; comments: ReportComment[] }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const [content, setContent] = useState('');
  const add = useAddReportComment(reportId);
  const empty = content.trim() === '';

  const save = () => {
    if (empty) return;
    add.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        enqueueSnackbar(t('incidentReports:notices.commentSaved'), { variant: 'success' });
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="report-comments-heading">
      <Typography id="report-comments-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t('details.comments')}
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('details.noComments')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              author={comment.author?.name ?? null}
              unknownAuthor={t('details.unknownAuthor')}
              time={<ReportDateTime iso={comment.createdAt} />}
              content={comment.content}
            />
          ))}
        </Stack>
      )}
      <CommentInput label={t('details.newComment')} value={content} onChange={setContent} error={add.error} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            setContent('');
            add.reset();
          }}
          disabled={add.isPending || content === ''}
        >
          {t('common:actions.cancel')}
        </Button>
        <ReasonedButton
          variant="contained"
          onClick={save}
          disabledReason={empty ? t('details.writeCommentFirst') : null}
          disabled={add.isPending}
        >
          {add.isPending ? t('common:states.saving') : t('common:actions.save')}
        </ReasonedButton>
      </Stack>
    </Box>
  );
}
