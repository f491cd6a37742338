import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A record page's tabs above the open tab's panel. The open tab is kept in the address (`?tab=`) so a link or a
 * reload opens it again; the first tab is where the page opens and leaves the address bare. Each tab and panel
 * is named `<idPrefix>-tab-<tab>` and `<idPrefix>-panel-<tab>`.
 */
export function RecordTabs<TabId extends string>({
  panels,
  idPrefix,
  label,
  ariaLabel,
  underlined = true,
}: {
  /** Each tab's content, drawn only while it is open, in the order the tabs show. */
  panels: Record<TabId, () => ReactNode>;
  idPrefix: string;
  label: (tab: TabId) => string;
  ariaLabel: string;
  /** A line under the tabs. */
  underlined?: boolean;
}) {
  const tabs = Object.keys(panels) as TabId[];
  const first = tabs[0];
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab = tabs.find((tabId) => tabId === param) ?? first;
  const open = (next: TabId) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === first) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: TabId) => open(next)}
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
      {tab === undefined ? null : (
        <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
          {panels[tab]()}
        </Box>
      )}
    </>
  );
}
