import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { tabFocusTarget } from '../tab-focus';

/** One tab of {@link TabPanels}: its value, its label and what its panel shows. */
interface TabPanel<Value extends string> {
  value: Value;
  label: string;
  /** The panel's content, rendered while its tab is selected. */
  content: ReactNode;
}

export interface TabPanelsProps<Value extends string> {
  /** The selected tab (controlled: the app keeps it, in the URL for instance). */
  value: Value;
  /** Called with the tab the user selects: pressed, or reached with the arrow keys, Home or End. */
  onValueChange: (value: Value) => void;
  tabs: readonly TabPanel<Value>[];
  /** Classes of each panel, e.g. 'pt-4'. */
  panelClassName?: string;
}

/**
 * Tabs and their panels: Radix Themes' `Tabs` at its default size, as it renders (its class names and
 * Radix's attributes, which `kit/first-load/TabPanels.test.tsx` pins), with Radix's keyboard use — the
 * arrow keys move to the next or the previous tab and wrap, Home and End to the first and the last,
 * selecting the tab they reach — but without Radix's roving focus group, collection and presence (about
 * 7 KiB of a first load). Only the selected tab is in the tab order, and only its panel is rendered.
 *
 * @example
 * <TabPanels value={tab} onValueChange={setTab} panelClassName="pt-4"
 *   tabs={[{ value: 'organizations', label: 'Organizations', content: <List /> }, …]} />
 */
export function TabPanels<Value extends string>({
  value,
  onValueChange,
  tabs,
  panelClassName,
}: TabPanelsProps<Value>) {
  const id = useId();
  const triggerId = (tab: Value) => `${id}-trigger-${tab}`;
  const panelId = (tab: Value) => `${id}-content-${tab}`;
  const select = (tab: Value) => {
    if (tab !== value) onValueChange(tab);
  };
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const from = triggers.findIndex((trigger) => trigger === event.target);
    const to = from === -1 ? undefined : tabFocusTarget(event.key, from, triggers.length, true);
    const target = to === undefined ? undefined : tabs[to];
    if (to === undefined || target === undefined) return;
    event.preventDefault();
    triggers[to]?.focus();
    select(target.value);
  };
  return (
    <div className="rt-TabsRoot" data-orientation="horizontal" dir="ltr">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="rt-BaseTabList rt-TabsList rt-r-size-2"
        data-orientation="horizontal"
        style={{ outline: 'none' }}
        tabIndex={-1}
        onKeyDown={moveFocus}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={triggerId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              data-state={selected ? 'active' : 'inactive'}
              data-orientation="horizontal"
              tabIndex={selected ? 0 : -1}
              className="rt-reset rt-BaseTabListTrigger rt-TabsTrigger"
              onClick={() => select(tab.value)}
            >
              <span className="rt-BaseTabListTriggerInner rt-TabsTriggerInner">{tab.label}</span>
              {/* Radix's hidden copy keeps the tab as wide as its bold, selected text. */}
              <span className="rt-BaseTabListTriggerInnerHidden rt-TabsTriggerInnerHidden">{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={triggerId(tab.value)}
            data-state={selected ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!selected}
            tabIndex={0}
            className={panelClassName === undefined ? 'rt-TabsContent' : `rt-TabsContent ${panelClassName}`}
          >
            {selected ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
