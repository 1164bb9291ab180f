import type { SearchResultItem } from '@tandem/contract';
import { TASK_STATE, TASKLIST_STATE, PROJECT_STATE, stateName } from '@tandem/contract';
import { fullnameOf } from '../users/index.ts';
import type { SearchRow } from './search.repo.ts';
import { MARK_START, MARK_STOP } from './search.repo.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A highlight as safe HTML: the user's text escaped, then the database's marks around matched
 * words turned into `<mark>`; no other markup can come through.
 */
export function highlightHtml(text: string): string {
  let open = false;
  let html = '';
  for (const char of text) {
    if (char === MARK_START && !open) {
      html += '<mark>';
      open = true;
    } else if (char === MARK_STOP && open) {
      html += '</mark>';
      open = false;
    } else if (char !== MARK_START && char !== MARK_STOP) {
      html += ENTITIES[char] ?? char;
    }
  }
  return open ? `${html}</mark>` : html;
}

function stateOf(row: SearchRow): SearchResultItem['state'] {
  if (row.stateId === null) return null;
  const states =
    row.type === 'project' ? PROJECT_STATE : row.type === 'tasklist' ? TASKLIST_STATE : TASK_STATE;
  return { id: row.stateId, state: stateName(states, row.stateId) };
}

/** A found row as the spec's Search result item. */
export function presentSearchItem(row: SearchRow): SearchResultItem {
  return {
    id: row.id,
    uuid: row.uuid,
    is_smart: row.isSmart,
    name: row.name,
    highlight_name: highlightHtml(row.highlightName),
    highlight_content: row.highlightContent === null ? null : highlightHtml(row.highlightContent),
    project: row.project,
    tasklist: row.tasklist,
    task: row.task,
    smart_task: row.smartTask,
    note: row.note,
    file: row.file,
    link: row.link,
    state: stateOf(row),
    type: row.type,
    author: row.author ? { id: row.author.id, fullname: fullnameOf(row.author) } : null,
    date_add: new Date(row.dateAdd).toISOString(),
  };
}
