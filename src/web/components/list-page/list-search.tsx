import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SearchField } from '../search-field.tsx';

/** A list's quick search: what is typed, and `q`, the trimmed text once typing has paused (what the server is asked). */
export interface ListSearch {
  text: string;
  setText: (text: string) => void;
  q: string;
}

export function useListSearch(): ListSearch {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  return { text, setText, q };
}

/** The quick-search box above a list, labelled "Search". */
export function ListSearchField({
  search,
  placeholder,
  ariaLabel,
  sx,
}: {
  search: ListSearch;
  placeholder: string;
  ariaLabel: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('common');
  return (
    <SearchField
      label={t('actions.search')}
      placeholder={placeholder}
      value={search.text}
      onChange={search.setText}
      ariaLabel={ariaLabel}
      sx={sx}
    />
  );
}
