import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldTask } from '../../../../shared/contract/field.ts';
import { formatShortDateTime } from '../../../lib/format.ts';

/** The guard's tasks for today, checked off with one tap (queued like every other action). */
export function TasksCard({
  tasks,
  now,
  onToggle,
}: {
  tasks: readonly FieldTask[];
  now: number;
  onToggle: (taskId: string, done: boolean) => void;
}) {
  const { t } = useTranslation('field');
  const nowDate = new Date(now);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('tasks.title')}
      </Typography>
      {tasks.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('tasks.empty')}
        </Typography>
      ) : (
        <List aria-label={t('tasks.listLabel')} disablePadding>
          {tasks.map((task) => {
            const labelId = `field-task-${task.id}`;
            return (
              <ListItem key={task.id} disablePadding divider>
                <ListItemButton
                  onClick={() => onToggle(task.id, !task.done)}
                  sx={{ minHeight: 56, px: 0.5 }}
                  role="checkbox"
                  aria-checked={task.done}
                  aria-labelledby={labelId}
                >
                  <ListItemIcon sx={{ minWidth: 48 }}>
                    {task.done ? (
                      <CheckBoxRounded color="primary" aria-hidden />
                    ) : (
                      <CheckBoxOutlineBlankRounded aria-hidden />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    id={labelId}
                    primary={task.title}
                    secondary={[
                      task.eventName,
                      task.dueAt ? t('tasks.due', { time: formatShortDateTime(task.dueAt, nowDate) }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    sx={{
                      overflowWrap: 'anywhere',
                      '& .MuiListItemText-primary': task.done
                        ? { textDecoration: 'line-through', color: 'text.secondary' }
                        : {},
                    }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
