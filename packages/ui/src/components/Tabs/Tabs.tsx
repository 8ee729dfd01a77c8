import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

/** One tab and its panel. */
export interface TabItem {
  readonly value: string;
  readonly label: string;
  readonly content: ReactNode;
}

/** Props of `Tabs`. */
export interface TabsProps {
  /** Name of the tab list, e.g. "Account sections". */
  readonly label: string;
  readonly tabs: readonly TabItem[];
  readonly value?: string;
  readonly defaultValue?: string;
  /** The portal keeps the active tab in the URL (`?tab=`), so it listens here. */
  readonly onValueChange?: (value: string) => void;
}

/** Tabs on Radix: arrow keys move between tabs (Home/End to the ends), Tab moves into the panel. */
export function Tabs({ label, tabs, value, defaultValue, onValueChange }: TabsProps): ReactElement {
  return (
    <RadixTabs.Root
      {...(value === undefined ? {} : { value })}
      defaultValue={defaultValue ?? tabs[0]?.value}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
