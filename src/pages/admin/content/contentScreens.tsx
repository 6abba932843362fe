import type { ComponentType, ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ContentScreen, idOf, Loaded } from './ContentScreen';

/** What one kind of back-office content (events, posts, slides, categories) brings to its three screens. */
export interface ContentScreensSpec<Item> {
  group: string;
  listHref: string;
  text: { title: string; new: string; edit: string };
  List: ComponentType<{ editHref: (id: number) => string }>;
  /** The editor, empty for a new record. */
  form: (record?: Item) => ReactNode;
  useRecord: (
    id: number,
    options: { skip: boolean },
  ) => { data?: Item; isLoading: boolean; error?: unknown; refetch: () => unknown };
}

/**
 * The list, new and edit screens of one kind of content, each a route of its own in the app's route
 * table (`/admin/events`, `/admin/events/new`, `/admin/events/:id`).
 */
export function contentScreens<Item>(spec: ContentScreensSpec<Item>) {
  const { group, listHref, text, List, form, useRecord } = spec;
  const editHref = (id: number) => `${listHref}/${id}`;

  function ListScreen() {
    return (
      <ContentScreen title={text.title} group={group} action={{ to: `${listHref}/new`, label: text.new }}>
        <List editHref={editHref} />
      </ContentScreen>
    );
  }

  function NewScreen() {
    return (
      <ContentScreen title={text.new} group={group} listTitle={text.title} listHref={listHref}>
        {form()}
      </ContentScreen>
    );
  }

  function EditScreen() {
    const id = idOf(useParams().id);
    const query = useRecord(id, { skip: Number.isNaN(id) });
    if (Number.isNaN(id)) return <Navigate to={listHref} replace />;
    return (
      <ContentScreen title={text.edit} group={group} listTitle={text.title} listHref={listHref}>
        <Loaded query={query}>{(record) => form(record)}</Loaded>
      </ContentScreen>
    );
  }

  return { ListScreen, NewScreen, EditScreen };
}
