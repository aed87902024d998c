import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed.tsx';
import { LoadingText } from '../../../../components/ui/lazy-texts.tsx';

type QueryStateProps<Data> = {
  query: UseQueryResult<Data>;
  /** What could not be loaded, as a sentence ("The devices could not be loaded."). */
  failedTitle: string;
  children: (data: Data) => ReactNode;
};

/**
 * What a screen shows of a query: what it read (also while it reads again, or after reading
 * again failed), else why it could not be read, with Try again, else that it is on its way.
 */
export function QueryState<Data>({ query, failedTitle, children }: QueryStateProps<Data>) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <LoadingText />;
}

type QueryListProps<Item> = {
  /** A query answered with a list (`{ items }`). */
  query: UseQueryResult<{ items: Item[] }>;
  failedTitle: string;
  /** What shows instead of an empty list. */
  empty: ReactNode;
  /** The list's name, when no heading names it (`labelledBy`). */
  label?: string;
  labelledBy?: string;
  children: (item: Item) => ReactNode;
};

/** A list of cards read by a query (see QueryState), or what shows when it is empty. */
export function QueryList<Item>({
  empty,
  label,
  labelledBy,
  children,
  ...state
}: QueryListProps<Item>) {
  return (
    <QueryState {...state}>
      {({ items }) =>
        items.length === 0 ? (
          empty
        ) : (
          <ul className="stacked-list" aria-label={label} aria-labelledby={labelledBy}>
            {items.map(children)}
          </ul>
        )
      }
    </QueryState>
  );
}
