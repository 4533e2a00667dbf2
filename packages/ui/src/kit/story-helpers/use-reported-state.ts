/**
 * Story scaffolding: state held as an app holds a form's draft. Not part of the package's API.
 */
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';

/**
 * A value held in state, as the app holds a form's draft, whose setter takes the form's functional
 * updates; each value they lead to is reported to `report` (the story's spy) once rendered, so that
 * play functions assert on values rather than on update functions.
 */
export function useReportedState<T>(
  initial: T,
  report: (value: T) => void,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(initial);
  const first = useRef(value);
  useEffect(() => {
    if (value !== first.current) report(value);
  }, [value, report]);
  return [value, setValue];
}
