/**
 * A module (or what is made from it) loaded at its first use rather than with the app, shared by every
 * later use: `once()` starts the load, later calls get the same promise. A load that fails (a chunk the
 * network dropped) is forgotten, so that the next call fetches it again.
 */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
