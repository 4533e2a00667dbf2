/**
 * Counts the renders of React components by name, for stories that prove a change of data re-renders only
 * what shows it. It reads React's commits as React DevTools does, through the DevTools global hook, which
 * react-dom looks for once, when it loads: `.storybook/vitest.setup.ts` imports this module before
 * anything imports react-dom. For stories only (`@comptoir/ui/testing/render-counts`), no part of the app.
 *
 * A function component rendered in a commit when its fiber's props or hooks are new objects: a render
 * gives the fiber the element's props and a fresh list of hooks, a bailout (`memo`, the same element, a
 * parent that did not render) keeps both.
 */

interface Fiber {
  tag: number;
  type: unknown;
  memoizedProps: unknown;
  memoizedState: unknown;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

interface DevToolsHook {
  supportsFiber?: boolean;
  renderers?: Map<number, unknown>;
  inject?: (renderer: unknown) => number;
  onCommitFiberRoot?: (rendererId: number, root: { current: Fiber }, ...rest: unknown[]) => void;
  [key: string]: unknown;
}

// React's work tags of the components that run a function: FunctionComponent, ForwardRef, SimpleMemoComponent.
const FUNCTION_COMPONENT = 0;
const FORWARD_REF = 11;
const SIMPLE_MEMO_COMPONENT = 15;

function componentName(fiber: Fiber): string | undefined {
  if (fiber.tag !== FUNCTION_COMPONENT && fiber.tag !== FORWARD_REF && fiber.tag !== SIMPLE_MEMO_COMPONENT)
    return undefined;
  const type = (fiber.tag === FORWARD_REF ? (fiber.type as { render?: unknown }).render : fiber.type) as
    { displayName?: string; name?: string } | undefined;
  return type?.displayName ?? type?.name;
}

const seen = new WeakMap<Fiber, { props: unknown; state: unknown }>();
const counts = new Map<string, number>();

function countCommit(fiber: Fiber | null) {
  for (let node = fiber; node !== null; node = node.sibling) {
    const name = componentName(node);
    if (name !== undefined) {
      const last = seen.get(node) ?? (node.alternate === null ? undefined : seen.get(node.alternate));
      if (last === undefined || last.props !== node.memoizedProps || last.state !== node.memoizedState)
        counts.set(name, (counts.get(name) ?? 0) + 1);
      const now = { props: node.memoizedProps, state: node.memoizedState };
      seen.set(node, now);
      if (node.alternate !== null) seen.set(node.alternate, now);
    }
    countCommit(node.child);
  }
}

/** What react-dom tells the hook and this counter has no use for. */
const ignore = () => undefined;

const globals = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook };
const hook: DevToolsHook = (globals.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  renderers: new Map(),
  inject(renderer) {
    const id = (this.renderers?.size ?? 0) + 1;
    this.renderers?.set(id, renderer);
    return id;
  },
  checkDCE: ignore,
  onCommitFiberUnmount: ignore,
  onPostCommitFiberRoot: ignore,
});
const previousOnCommit = hook.onCommitFiberRoot;
hook.onCommitFiberRoot = (rendererId, root, ...rest) => {
  previousOnCommit?.call(hook, rendererId, root, ...rest);
  countCommit(root.current);
};

/**
 * Starts counting from now: `of(name)` then says how many times the components of that name rendered
 * since (a mount counts as one).
 *
 * @example
 * const renders = countRenders();
 * release(); // the data arrives
 * await expect(await canvas.findByText('Casablanca')).toBeVisible();
 * expect(renders.of('AppShell')).toBe(0);
 */
export function countRenders() {
  const start = new Map(counts);
  return { of: (name: string) => (counts.get(name) ?? 0) - (start.get(name) ?? 0) };
}
