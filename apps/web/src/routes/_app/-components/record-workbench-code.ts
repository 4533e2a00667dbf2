/**
 * The code of a record page's workbench that is not part of the page's first load (decision 0034): its
 * editors and its guard against leaving with pending changes. `RecordWorkbench` draws them with
 * `React.lazy`; the record pages' loaders ask for them with the record's call (`load-record.ts`, decision
 * 0068), so that they come, with the links to what they import, while the call is answered rather than
 * during the page's first render. A module is fetched and run once, whoever asks first.
 */
export const loadRecordEditors = () => import('./RecordEditors');
export const loadWorkbenchLeaveGuard = () => import('./WorkbenchLeaveGuard');
