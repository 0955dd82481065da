import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination.tsx';
import type { PaginationProps } from './Pagination.types.ts';

// Keeps the page in state so the controls work in the canvas, while still reporting to the actions panel.
function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPageSizeChange={
        args.onPageSizeChange &&
        ((size) => {
          setPageSize(size);
          setPage(1);
          args.onPageSizeChange?.(size);
        })
      }
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 50, total: 20_000, locale: 'en-US', onPageChange: fn() },
  render: (args) => <StatefulPagination key={`${args.page}-${args.pageSize}`} {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { page: 7, onPageSizeChange: fn(), siblingCount: 1 },
  argTypes: { locale: { control: 'inline-radio', options: ['en-US', 'ar-EG'] } },
};
