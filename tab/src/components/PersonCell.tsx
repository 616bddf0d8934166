import { Avatar, TableCellLayout } from '@fluentui/react-components';

/** A table cell's content for one person: photo or initials, name, and email under it (members tables). */
export function PersonCell({ name, email, photo }: { name: string; email: string; photo: string | null }) {
  return (
    <TableCellLayout
      media={
        <Avatar
          name={name}
          image={photo === null ? undefined : { src: photo, alt: '' }}
          color="colorful"
          aria-hidden="true"
        />
      }
      description={email}
      truncate
    >
      {name}
    </TableCellLayout>
  );
}
