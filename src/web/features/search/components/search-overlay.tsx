import type { SvgIconComponent } from '@mui/icons-material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type SearchResultKind, searchQueryMaxLength } from '../../../../shared/contract/search.ts';
import { navigationFor } from '../../../../shared/navigation.ts';
import type { Role } from '../../../../shared/roles.ts';
import { searchNavigation } from '../../../../shared/search.ts';
import { searchOnlyScreensFor } from '../../../../shared/search-screens.ts';
import { NavIcon } from '../../../components/nav-icons.tsx';
import { translateNavigation } from '../../../lib/nav-title.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchRecords } from '../api/search-records.ts';

const kindIcons: Record<SearchResultKind, SvgIconComponent> = {
  event: EventOutlined,
  person: BadgeOutlined,
  client: BusinessOutlined,
  'incident-report': ReportOutlined,
};

const kindLabelKeys = {
  event: 'search.kinds.event',
  person: 'search.kinds.person',
  client: 'search.kinds.client',
  'incident-report': 'search.kinds.incidentReport',
} as const satisfies Record<SearchResultKind, string>;

interface Option {
  key: string;
  group: 'Pages' | 'Records';
  title: string;
  subtitle: string;
  url: string;
  icon: ReactNode;
}

export interface SearchOverlayProps {
  open: boolean;
  role: Role | undefined;
  onClose: () => void;
  /** Starts loading what an address needs, for the highlighted result (see SearchButton). */
  preload?: (url: string) => void;
}

/**
 * Global search (docs/product/settings-and-i18n.md#global-search): pages of the navigation the role may see (at most 10, matched on title without
 * diacritics) and records from the server, debounced. Arrows move, Enter opens, Escape closes and clears.
 */
export function SearchOverlay({ open, role, onClose, preload }: SearchOverlayProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-label={t('common:actions.search')}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 }, mx: { xs: 1, sm: 4 } } } }}
    >
      {/* Mounted only while open, so closing (Escape or a click outside) always clears the text. */}
      {open ? <SearchPanel role={role} onClose={onClose} preload={preload} /> : null}
    </Dialog>
  );
}

function SearchPanel({ role, onClose, preload }: Omit<SearchOverlayProps, 'open'>) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(text, 250);
  const trimmed = text.trim();
  const debouncedTrimmed = debounced.trim();
  const records = useSearchRecords(debounced);
  // Titles are matched in the language shown (docs/product/settings-and-i18n.md#global-search), diacritics and case ignored.
  const navigation = useMemo(
    () => translateNavigation(t, [...navigationFor(role), ...searchOnlyScreensFor(role)]),
    [t, role],
  );
  const pages = useMemo(() => searchNavigation(navigation, text), [navigation, text]);

  const options: Option[] = useMemo(() => {
    const found: Option[] = pages.map((page) => ({
      key: `page-${page.id}`,
      group: 'Pages',
      title: page.title,
      subtitle: page.path === page.title ? t('search.page') : page.path,
      url: page.url,
      icon: <NavIcon name={page.icon} />,
    }));
    if (debouncedTrimmed && records.data) {
      for (const result of records.data.results) {
        const Icon = kindIcons[result.kind];
        found.push({
          key: `${result.kind}-${result.id}`,
          group: 'Records',
          title: result.title,
          subtitle: [t(kindLabelKeys[result.kind]), result.subtitle].filter(Boolean).join(' · '),
          url: result.url,
          icon: <Icon fontSize="small" />,
        });
      }
    }
    return found;
  }, [pages, records.data, debouncedTrimmed, t]);

  const selected = Math.min(active, Math.max(options.length - 1, 0));
  const waiting = trimmed.length > 0 && (text !== debounced || records.isFetching);
  const selectedUrl = options[selected]?.url;
  // The highlighted result is the likely choice: its screen and record start loading before Enter or the click.
  useEffect(() => {
    if (selectedUrl) preload?.(selectedUrl);
  }, [selectedUrl, preload]);

  function openOption(option: Option | undefined) {
    if (!option) return;
    onClose();
    void navigate(option.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((selected + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((selected - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openOption(options[selected]);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const showNoResults = trimmed.length > 0 && options.length === 0 && !waiting;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: { xs: 'calc(100dvh - 32px)', sm: '70vh' } }}>
      <TextField
        autoFocus
        fullWidth
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        sx={{ p: 1.5, '& .MuiOutlinedInput-root': { borderRadius: 2 } }}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-label': t('common:actions.search'),
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': options.length > 0 ? optionId(selected) : undefined,
            maxLength: searchQueryMaxLength,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
            endAdornment: waiting ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label={t('search.searching')} />
              </InputAdornment>
            ) : null,
          },
        }}
      />
      <List id={listId} role="listbox" aria-label={t('search.results')} dense sx={{ overflowY: 'auto', pt: 0 }}>
        {options.map((option, index) => (
          <Box component="li" key={option.key} sx={{ listStyle: 'none' }} role="presentation">
            {index === 0 || options[index - 1]?.group !== option.group ? (
              <ListSubheader
                component="div"
                role="presentation"
                disableSticky
                sx={{ lineHeight: '32px', bgcolor: 'inherit' }}
              >
                {option.group === 'Pages' ? t('search.pages') : t('search.records')}
              </ListSubheader>
            ) : null}
            <ListItemButton
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              selected={index === selected}
              tabIndex={-1}
              onMouseEnter={() => setActive(index)}
              onClick={() => openOption(option)}
              sx={{ mx: 1, borderRadius: 1.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{option.icon}</ListItemIcon>
              <ListItemText
                primary={option.title}
                secondary={option.subtitle}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </Box>
        ))}
      </List>
      {showNoResults ? (
        <Typography role="status" color="text.secondary" sx={{ px: 3, pb: 2.5 }}>
          {t('noResults')}
        </Typography>
      ) : null}
      {records.isError && trimmed ? (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 3, pb: 2 }}>
          {t('search.recordsFailed')}
        </Typography>
      ) : null}
      {!trimmed ? (
        <Typography color="text.secondary" variant="body2" sx={{ px: 3, pb: 2.5 }}>
          {t('search.hint')}
        </Typography>
      ) : null}
    </Box>
  );
}
