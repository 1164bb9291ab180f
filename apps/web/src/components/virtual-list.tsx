import { useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';

/** Below this many items a list is drawn whole: virtualizing it would gain nothing. */
export const VIRTUALIZE_FROM = 60;

interface ListProps<T> {
  items: readonly T[];
  getKey: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
  /** A first guess of an item's height; real heights are measured as items are drawn. */
  estimateSize: number;
  style?: CSSProperties;
  label?: string | undefined;
  /** 'presentation' where the items carry roles of their own (the rows of a table). */
  roles?: 'list' | 'presentation';
}

const roleOf = (props: { roles?: 'list' | 'presentation' }) =>
  props.roles === 'presentation'
    ? { list: 'presentation', item: 'presentation' }
    : { list: 'list', item: 'listitem' };

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const itemStyle = (top: number): CSSProperties => ({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  transform: `translateY(${top}px)`,
});

/**
 * A list in the page's own scroll: only the items near the viewport are in the document, so a
 * list of thousands scrolls as lightly as one of ten. Short lists are drawn whole.
 */
export function WindowVirtualList<T>(props: ListProps<T>) {
  if (props.items.length < VIRTUALIZE_FROM) {
    const roles = roleOf(props);
    return (
      <div role={roles.list} aria-label={props.label} style={{ ...listStyle, ...props.style }}>
        {props.items.map((item) => (
          <div role={roles.item} key={props.getKey(item)}>
            {props.renderItem(item)}
          </div>
        ))}
      </div>
    );
  }
  return <WindowVirtualized {...props} />;
}

function WindowVirtualized<T>(props: ListProps<T>) {
  const { items, getKey, renderItem, estimateSize } = props;
  const ref = useRef<HTMLDivElement>(null);
  // Where the list starts in the page; null until measured. Until then the list draws no items
  // and only takes its estimated height, so that a board of many lists does not first draw every
  // list's opening rows as if each were at the top. Lists above it grow and shrink, which changes
  // the page's height: it is measured again then, not on every scroll (that would force a layout
  // each time).
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setOffset((current) => (current === null || Math.abs(top - current) > 1 ? top : current));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: offset === null ? 0 : items.length,
    estimateSize: () => estimateSize,
    // Lists below the screen draw only a few rows ahead: a board of many lists opens faster.
    overscan: 3,
    scrollMargin: offset ?? 0,
    getItemKey: (index) => getKey(items[index]!),
    // Scrolling re-renders the list in React's own time, not synchronously on each event.
    useFlushSync: false,
  });
  return (
    <div
      ref={ref}
      role={roleOf(props).list}
      aria-label={props.label}
      style={{
        ...listStyle,
        ...props.style,
        position: 'relative',
        height: offset === null ? items.length * estimateSize : virtualizer.getTotalSize(),
      }}
    >
      {(offset === null ? [] : virtualizer.getVirtualItems()).map((row) => (
        <div
          key={row.key}
          role={roleOf(props).item}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={itemStyle(row.start - virtualizer.options.scrollMargin)}
        >
          {renderItem(items[row.index]!)}
        </div>
      ))}
    </div>
  );
}

/** A list in a scroll box of its own (a kanban column), virtualized when long. */
export function BoxVirtualList<T>(props: ListProps<T> & { maxHeight: string }) {
  const box = useRef<HTMLDivElement>(null);
  const long = props.items.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: long ? props.items.length : 0,
    getScrollElement: () => box.current,
    estimateSize: () => props.estimateSize,
    overscan: 6,
    getItemKey: (index) => props.getKey(props.items[index]!),
    useFlushSync: false,
  });
  return (
    <div
      ref={box}
      role="list"
      style={{ maxHeight: props.maxHeight, overflowY: 'auto', ...props.style }}
      aria-label={props.label}
    >
      {long ? (
        <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              role="listitem"
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={itemStyle(row.start)}
            >
              {props.renderItem(props.items[row.index]!)}
            </div>
          ))}
        </div>
      ) : (
        props.items.map((item) => (
          <div role="listitem" key={props.getKey(item)}>
            {props.renderItem(item)}
          </div>
        ))
      )}
    </div>
  );
}
