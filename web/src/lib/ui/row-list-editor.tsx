import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

export interface RowListEditorProps<T> {
  rows: readonly T[];
  /** A stable key per row (not the index: a removed row must not hand its state to the next). */
  rowKey: (row: T, index: number) => string | number;
  /** The new list after an add, a removal or a move; the caller stores it (and clears its row errors). */
  onChange: (rows: T[], change: RowListChange) => void;
  /** The row an add appends. */
  newRow: () => T;
  /** The row's fields. */
  renderRow: (row: T, index: number) => ReactNode;
  /** The add button's text (its accessible name). */
  addLabel: string;
  /** The remove button's text: says which row it removes. */
  removeLabel: (row: T, index: number) => string;
  /** Whether a row may be removed (e.g. not the last required one); every row by default. */
  canRemove?: ((row: T, index: number) => boolean) | undefined;
  /** A heading per row; with it each row is a group named by its heading. */
  rowTitle?: ((row: T, index: number) => string) | undefined;
  /** Move up / move down buttons, named per row; without them the order is fixed. */
  moveLabels?: { up: (row: T, index: number) => string; down: (row: T, index: number) => string } | undefined;
  /** Classes of the fields' box inside a row (a grid, say). */
  fieldsClassName?: string | undefined;
  /** `card`: rows in bordered boxes and a full add button (public forms); `compact`: ruled rows, add as a link. */
  variant?: 'card' | 'compact';
}

/** What changed the list: a row added at, removed from, or moved to `index`. */
export interface RowListChange {
  kind: 'add' | 'remove' | 'move';
  index: number;
}

type PendingFocus = { kind: 'row'; index: number } | { kind: 'move'; index: number; direction: 'up' | 'down' } | { kind: 'add' };

const FIELD = 'input, select, textarea';

/**
 * Repeating rows of a form (languages, educations, certificates…): add, remove and, where asked,
 * reorder, by buttons that say which row they act on. The focus never falls to the page top: an
 * added row's first field takes it; after a removal the next row's first field (or, when the last
 * row went, the add button); after a move, the row's move button in its new place.
 */
export function RowListEditor<T>({
  rows,
  rowKey,
  onChange,
  newRow,
  renderRow,
  addLabel,
  removeLabel,
  canRemove,
  rowTitle,
  moveLabels,
  fieldsClassName,
  variant = 'compact',
}: RowListEditorProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    pending.current = null;
    const row = focus.kind === 'add' ? null : listRef.current?.querySelector<HTMLElement>(`[data-row-index="${focus.index}"]`);
    const target =
      focus.kind === 'move'
        ? // At the top or the bottom its own move button is disabled: the other one keeps the focus.
          (row?.querySelector<HTMLElement>(`[data-move="${focus.direction}"]:not(:disabled)`) ??
          row?.querySelector<HTMLElement>('[data-move]:not(:disabled)'))
        : row?.querySelector<HTMLElement>(FIELD);
    (target ?? addRef.current)?.focus();
  }, [rows]);

  const add = () => {
    pending.current = { kind: 'row', index: rows.length };
    onChange([...rows, newRow()], { kind: 'add', index: rows.length });
  };
  const remove = (index: number) => {
    pending.current = index < rows.length - 1 ? { kind: 'row', index } : { kind: 'add' };
    onChange(
      rows.filter((_, i) => i !== index),
      { kind: 'remove', index },
    );
  };
  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    pending.current = { kind: 'move', index: to, direction };
    onChange(next, { kind: 'move', index: to });
  };

  const card = variant === 'card';
  return (
    <>
      {rows.length > 0 && (
        <ul ref={listRef} className={card ? 'space-y-4' : 'mt-1 space-y-3'}>
          {rows.map((row, index) => {
            const titleId = `${id}-${index}-title`;
            const title = rowTitle?.(row, index);
            const removable = canRemove ? canRemove(row, index) : true;
            const controls = (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                {moveLabels && (
                  <>
                    <Button
                      variant="link"
                      data-move="up"
                      className="text-sm"
                      disabled={index === 0}
                      onClick={() => move(index, 'up')}
                    >
                      {moveLabels.up(row, index)}
                    </Button>
                    <Button
                      variant="link"
                      data-move="down"
                      className="text-sm"
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 'down')}
                    >
                      {moveLabels.down(row, index)}
                    </Button>
                  </>
                )}
                {removable && (
                  <Button variant="link" className={card ? '' : 'justify-self-start text-sm'} onClick={() => remove(index)}>
                    {removeLabel(row, index)}
                  </Button>
                )}
              </div>
            );
            return (
              <li
                key={rowKey(row, index)}
                data-row-index={index}
                className={card ? 'rounded-xl border border-slate-300 p-3' : 'border-b border-slate-200 pb-3'}
              >
                <div role={title ? 'group' : undefined} aria-labelledby={title ? titleId : undefined} className="space-y-3">
                  {title ? (
                    <div className="flex items-center justify-between gap-2">
                      <h3 id={titleId} className="font-semibold text-slate-900">
                        {title}
                      </h3>
                      {controls}
                    </div>
                  ) : null}
                  <div className={fieldsClassName}>
                    {renderRow(row, index)}
                    {!title && controls}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        ref={addRef}
        variant={card ? 'secondary' : 'link'}
        className={card ? 'w-full sm:w-auto' : 'mt-2 text-sm'}
        onClick={add}
      >
        {card && (
          <span aria-hidden="true" className="mr-1">
            +
          </span>
        )}
        {addLabel}
      </Button>
    </>
  );
}
