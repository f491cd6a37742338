import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record page's open tab, kept in the address (`?tab=`) so a link or a reload opens it again; the first tab
 * is where the page opens and leaves the address bare.
 */
export function useRecordTab<TabId extends string>(tabs: readonly [TabId, ...TabId[]]) {
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab = tabs.find((tabId) => tabId === param) ?? tabs[0];
  const setTab = (next: TabId) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab] as const;
}

/**
 * The record page's tabs above the open tab's panel; each tab and panel is named `<idPrefix>-tab-<tab>` and
 * `<idPrefix>-panel-<tab>`.
 */
export function RecordTabs<TabId extends string>({
  tabs,
  tab,
  onChange,
  idPrefix,
  label,
  ariaLabel,
  underlined = true,
  children,
}: {
  tabs: readonly TabId[];
  tab: TabId;
  onChange: (tab: TabId) => void;
  idPrefix: string;
  label: (tab: TabId) => string;
  ariaLabel: string;
  /** A line under the tabs. */
  underlined?: boolean;
  /** The open tab's content. */
  children: ReactNode;
}) {
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: TabId) => onChange(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={ariaLabel}
        sx={underlined ? { borderBottom: 1, borderColor: 'divider' } : undefined}
      >
        {tabs.map((tabId) => (
          <Tab
            key={tabId}
            value={tabId}
            label={label(tabId)}
            id={`${idPrefix}-tab-${tabId}`}
            aria-controls={`${idPrefix}-panel-${tabId}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {children}
      </Box>
    </>
  );
}
