import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Task,
  type TaskPriority,
  type TaskSortColumn,
  type TaskState,
  type TaskStatus,
  taskPriorities,
  taskSortColumns,
  taskStatuses,
} from '../../../../shared/contract/tasks.ts';
import { can, hasPermission } from '../../../../shared/policy.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { CenteredCell, TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneCardList } from '../../../components/list-page/phone-lists.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { tasksCsvUrl } from '../api/export-tasks-csv.ts';
import { useTasks } from '../api/list-tasks.ts';
import { useReopenTask } from '../api/reopen-task.ts';
import { OverdueChip, TaskPriorityChip, TaskStatusChip } from './task-chips.tsx';
import { TaskFormDialog } from './task-form-dialog.tsx';

const defaultSort: GridSortModel = [{ field: 'dueAt', sort: 'asc' }];

/** The status filter: the open ones (open and in progress), the closed ones (done and cancelled), or one status. */
type StatusFilter = TaskStatus | 'openTasks' | 'closedTasks';

function statusQuery(filter: StatusFilter | ''): { status?: TaskStatus; state?: TaskState } {
  if (filter === '') return {};
  if (filter === 'openTasks') return { state: 'open' };
  if (filter === 'closedTasks') return { state: 'closed' };
  return { status: filter };
}
const isSortKey = (value: string): value is TaskSortColumn => taskSortColumns.some((k) => k === value);

/** The done checkbox of a task: the assignee, or someone who manages tasks, ticks it off or reopens it. */
function DoneToggle({ task, allowed }: { task: Task; allowed: boolean }) {
  const { t } = useTranslation('tasks');
  const { enqueueSnackbar } = useSnackbar();
  const complete = useCompleteTask();
  const reopen = useReopenTask();
  const busy = complete.isPending || reopen.isPending;
  const done = task.status === 'done';
  const toggle = async () => {
    try {
      await (done ? reopen : complete).mutateAsync(task.id);
      enqueueSnackbar(t(done ? 'list.reopened' : 'list.completed', { title: task.title }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(translateError(error), { variant: 'error' });
    }
  };
  return (
    <Checkbox
      checked={done}
      disabled={!allowed || busy || task.status === 'cancelled'}
      onClick={(event) => event.stopPropagation()}
      onChange={() => void toggle()}
      slotProps={{
        input: { 'aria-label': t(done ? 'list.reopenAria' : 'list.completeAria', { title: task.title }) },
      }}
    />
  );
}

/** A small icon button on a task's row or card; a click acts on the task and does not open the row. */
function TaskIconButton({
  tooltip,
  label,
  icon,
  color,
  onClick,
}: {
  tooltip: string;
  label: string;
  icon: ReactElement;
  color?: 'error';
  onClick: () => void;
}) {
  return (
    <Tooltip title={tooltip}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Edit and delete buttons of a task, for those who manage tasks. */
function TaskActions({
  task,
  onEdit,
  onDelete,
}: {
  task: Task;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  const { t } = useTranslation(['tasks', 'common']);
  return (
    <CenteredCell>
      <TaskIconButton
        tooltip={t('common:actions.edit')}
        label={t('list.editAria', { title: task.title })}
        icon={<EditRounded fontSize="small" />}
        onClick={() => onEdit(task)}
      />
      <TaskIconButton
        tooltip={t('common:actions.delete')}
        label={t('list.deleteAria', { title: task.title })}
        icon={<DeleteOutlineRounded fontSize="small" />}
        color="error"
        onClick={() => onDelete(task)}
      />
    </CenteredCell>
  );
}

/** Tasks: post orders and checklists for events and guards; guards tick off theirs here. */
export default function TasksPage() {
  const theme = useTheme();
  const { t } = useTranslation(['tasks', 'common']);
  const user = useSession().data?.user;
  const roles = user?.roles ?? [];
  const mayManage = hasPermission(roles, 'tasks.manage');
  const mayComplete = (task: Task) =>
    !!user && can({ userId: user.id, roles: user.roles }, 'task.complete', { ownerId: task.assignedTo });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteTask();
  const askDelete = async (task: Task) => {
    const done = await confirm({
      title: t('delete.title', { title: task.title }),
      body: t('delete.body'),
      confirmLabel: t('common:actions.delete'),
      tone: 'danger',
      action: () => remove.mutateAsync(task.id),
    });
    if (done) enqueueSnackbar(t('delete.done', { title: task.title }), { variant: 'success' });
  };
  const search = useListSearch();
  const { q } = search;
  // The list opens on what still needs doing, soonest due first; "All statuses" and "Closed" stay one choice away.
  const [status, setStatus] = useState<StatusFilter | ''>('openTasks');
  const [priority, setPriority] = useState<TaskPriority | ''>('');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultSort);
  const paging = useListPaging([q, status, priority, overdueOnly, sortModel]);

  const sortField = sortModel[0]?.field;
  const filters = {
    q: q || undefined,
    ...statusQuery(status),
    priority: priority || undefined,
    overdue: overdueOnly ? ('true' as const) : undefined,
    sort: sortField && isSortKey(sortField) ? sortField : undefined,
    order: sortModel[0]?.sort ?? undefined,
  };
  const list = useTasks({ ...filters, ...paging.query });

  // biome-ignore lint/correctness/useExhaustiveDependencies: mayComplete follows user and mayManage.
  const columns = useMemo<GridColDef<Task>[]>(
    () => [
      {
        field: 'done',
        headerName: t('list.columns.done'),
        width: 70,
        sortable: false,
        renderCell: ({ row }) => <DoneToggle task={row} allowed={mayComplete(row)} />,
      },
      {
        field: 'title',
        headerName: t('list.columns.title'),
        flex: 1.5,
        minWidth: 220,
        renderCell: ({ row }) => (
          <TwoLineCell title={row.title} caption={row.description} struck={row.status === 'done'} />
        ),
      },
      {
        field: 'eventName',
        headerName: t('list.columns.event'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) => row.eventName ?? t('list.noEvent'),
      },
      {
        field: 'assigneeName',
        headerName: t('list.columns.assignee'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) => row.assigneeName ?? t('list.unassigned'),
      },
      {
        field: 'dueAt',
        headerName: t('list.columns.dueAt'),
        width: 210,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
            <span>{row.dueAt ? formatShortDateTime(row.dueAt) : t('list.noDue')}</span>
            {row.overdue ? <OverdueChip /> : null}
          </Box>
        ),
      },
      {
        field: 'priority',
        headerName: t('list.columns.priority'),
        width: 120,
        renderCell: ({ row }) => (
          <CenteredCell>
            <TaskPriorityChip priority={row.priority} />
          </CenteredCell>
        ),
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 140,
        renderCell: ({ row }) => (
          <CenteredCell>
            <TaskStatusChip status={row.status} />
          </CenteredCell>
        ),
      },
      ...(mayManage
        ? [
            {
              field: 'actions',
              headerName: t('list.columns.actions'),
              width: 130,
              sortable: false,
              renderCell: ({ row }) => (
                <TaskActions task={row} onEdit={setEditing} onDelete={(task) => void askDelete(task)} />
              ),
            } satisfies GridColDef<Task>,
          ]
        : []),
    ],
    [t, mayManage, user?.id],
  );

  const data = list.data;
  const filtered = Boolean(search.text || status || priority || overdueOnly);
  const empty = filtered ? t('list.noMatch') : t('list.empty');
  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t(mayManage ? 'list.subtitle' : 'list.subtitleOwn')}
      actions={
        <>
          <ExportCsvButton href={tasksCsvUrl(filters)} rows={data?.total} />
          {mayManage ? <AddButton label={t('list.newTask')} onClick={() => setFormOpen(true)} /> : null}
        </>
      }
      query={list}
      paging={paging}
      emptyLabel={empty}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar
          columns={{ xs: '1fr 1fr', md: '2fr 1fr 1fr auto' }}
          searchFullWidthOnPhone
          sx={{ alignItems: 'center' }}
        >
          <ListSearchField search={search} placeholder={t('list.searchPlaceholder')} ariaLabel={t('list.searchAria')} />
          <FilterSelect
            label={t('list.status')}
            value={status}
            allLabel={t('list.allStatuses')}
            options={[
              { value: 'openTasks' as const, label: t('list.openTasks') },
              { value: 'closedTasks' as const, label: t('list.closedTasks') },
              ...taskStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            onChange={setStatus}
          />
          <FilterSelect
            label={t('list.priority')}
            value={priority}
            allLabel={t('list.allPriorities')}
            options={taskPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            onChange={setPriority}
          />
          <FormControlLabel
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, mx: 0 }}
            control={<Switch checked={overdueOnly} onChange={(event) => setOverdueOnly(event.target.checked)} />}
            label={t('list.overdueOnly')}
          />
        </ListToolbar>
      }
      phoneList={(rows) => (
        <PhoneCardList
          {...rows}
          card={(task) => (
            <TaskCard
              key={task.id}
              task={task}
              mayComplete={mayComplete(task)}
              actions={
                mayManage ? (
                  <TaskActions task={task} onEdit={setEditing} onDelete={(row) => void askDelete(row)} />
                ) : null
              }
            />
          )}
        />
      )}
      grid={{
        columns,
        serverSort: { model: sortModel, onChange: setSortModel, fallback: defaultSort },
        getRowClassName: ({ row }) => (row.overdue ? 'task-overdue' : ''),
        sx: {
          '& .task-overdue': { bgcolor: alpha(theme.palette.error.main, 0.08) },
          '& .task-overdue:hover': { bgcolor: alpha(theme.palette.error.main, 0.14) },
        },
      }}
    >
      <TaskFormDialog open={formOpen} onClose={() => setFormOpen(false)} />
      <TaskFormDialog open={editing !== null} task={editing} onClose={() => setEditing(null)} />
    </ListScreen>
  );
}

/** One task on a phone: its done box, title, event, assignee and due time, then its chips and actions. */
function TaskCard({ task, mayComplete, actions }: { task: Task; mayComplete: boolean; actions: ReactNode }) {
  const theme = useTheme();
  const { t } = useTranslation(['tasks', 'common']);
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{
        p: 1.5,
        ...(task.overdue ? { borderColor: 'error.main', bgcolor: alpha(theme.palette.error.main, 0.06) } : undefined),
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ mt: -1 }}>
          <DoneToggle task={task} allowed={mayComplete} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            dir="auto"
            sx={{
              fontWeight: 600,
              overflowWrap: 'anywhere',
              textDecoration: task.status === 'done' ? 'line-through' : 'none',
            }}
          >
            {task.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
            {task.eventName ?? t('list.noEvent')} · {task.assigneeName ?? t('list.unassigned')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('list.columns.dueAt')}: {task.dueAt ? formatShortDateTime(task.dueAt) : t('list.noDue')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {task.overdue ? <OverdueChip /> : null}
        <TaskPriorityChip priority={task.priority} />
        <TaskStatusChip status={task.status} />
        {actions ? <Box sx={{ marginInlineStart: 'auto' }}>{actions}</Box> : null}
      </Box>
    </Card>
  );
}
