/**
 * Export (spec part 2 §2.5, §7, §8): the current search, sent to refined_export as CSV or Excel; the
 * server runs it as a job and emails the file. The page says so in the spec's words, or shows the
 * server's reason when it refuses.
 */
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { INSIGHTS_MESSAGES, type TInsightsExportRequest, type TInsightsSearch } from '../../../../shared/insights.ts';
import type { useInsightsExport } from './insights-queries.ts';

const FORMATS: readonly { format: TInsightsExportRequest['format']; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (xlsx)' },
];

/** The export request of a search: every page of it. */
export function exportRequestOf(
  search: TInsightsSearch,
  format: TInsightsExportRequest['format'],
): TInsightsExportRequest {
  const { page: _page, ...params } = search;
  return { params, format };
}

export type TExportState = ReturnType<typeof useInsightsExport>;

/** 'Export' and its menu of formats; `exporting` is the page's export call. */
export function InsightsExportButton({ search, exporting }: { search: TInsightsSearch; exporting: TExportState }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<ArrowDownloadRegular />} disabled={exporting.isPending}>
          {exporting.isPending ? 'Exporting...' : 'Export'}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {FORMATS.map(({ format, label }) => (
            <MenuItem key={format} onClick={() => exporting.mutate(exportRequestOf(search, format))}>
              {label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** What became of the last export: the spec's message, or the server's refusal; nothing before one. */
export function ExportNote({ state }: { state: TExportState }) {
  if (state.isSuccess && state.data.ok) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>{INSIGHTS_MESSAGES.exportStarted}</MessageBarBody>
      </MessageBar>
    );
  }
  const refusal = state.isSuccess ? state.data.message : state.isError ? state.error.message : null;
  if (refusal === null) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{refusal}</MessageBarBody>
    </MessageBar>
  );
}
