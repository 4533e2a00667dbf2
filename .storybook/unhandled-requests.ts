/**
 * A story fails on a request no handler answered: the mock backend (or the story's own handlers) must
 * answer every call a story makes, so that no story passes on a request that went nowhere (a failed
 * fetch shown as an error state, or an answer from the dev server). The worker records each such request,
 * and the preview's `afterEach` fails the story that made it, naming the requests.
 */
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';

/** The Storybook and Vite requests the worker sees and lets through (as msw-storybook-addon's own setup). */
const TOOLING_REQUEST =
  /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./;

const unhandled: string[] = [];

/** Starts the MSW worker, recording every request no handler answered ("GET http://…/api/…"). */
export async function startRecordingWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || TOOLING_REQUEST.test(request.url)) return;
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  return worker;
}

/** The requests recorded since the last call, emptying the record. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
