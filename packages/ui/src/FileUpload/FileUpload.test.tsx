import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './FileUpload.tsx';
import { formatFileSize, validateCsvFile } from './validateCsv.ts';

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });
const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('validateCsvFile', () => {
  it('accepts .csv with the MIME types browsers use for CSV', () => {
    expect(validateCsvFile(file('a.csv', 'text/csv'))).toBeNull();
    expect(validateCsvFile(file('A.CSV', 'application/vnd.ms-excel'))).toBeNull();
    expect(validateCsvFile(file('a.csv', ''))).toBeNull();
  });

  it('refuses anything else', () => {
    expect(validateCsvFile(file('a.xlsx', 'application/vnd.ms-excel'))).toBe('You can only upload CSV file!');
    expect(validateCsvFile(file('a.csv', 'image/png'))).toBe('You can only upload CSV file!');
    expect(validateCsvFile(file('a.txt', 'text/plain'))).toBe('You can only upload CSV file!');
  });

  it('refuses a CSV above the size limit', () => {
    expect(validateCsvFile(file('a.csv', 'text/csv', 2048), undefined, 1024)).toBe(
      'The file is larger than 1 KB.',
    );
    expect(validateCsvFile(file('a.csv', 'text/csv', 1024), undefined, 1024)).toBeNull();
    expect(validateCsvFile(file('a.csv', 'text/csv', 2048), undefined, 1024, 'Too big')).toBe('Too big');
  });

  it('formats sizes', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 B');
    expect(formatFileSize(12_700, 'en-US')).toBe('12.4 KB');
    expect(formatFileSize(3 * 1024 * 1024, 'en-US')).toBe('3 MB');
  });
});

describe('FileUpload', { timeout: 20_000 }, () => {
  it('emits an accepted file and shows its name and size', async () => {
    const onChange = vi.fn();
    render(<FileUpload label="Product import" onChange={onChange} />);
    const csv = file('products.csv', 'text/csv', 2048);
    await userEvent.upload(input(), csv);
    expect(onChange).toHaveBeenCalledWith(csv);
    expect(screen.getByText('products.csv')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
  });

  it('refuses a non-CSV with the message', async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    render(<FileUpload label="Product import" onChange={onChange} onError={onError} />);
    await userEvent.upload(input(), file('products.xlsx', 'application/vnd.ms-excel'), {
      applyAccept: false,
    });
    expect(onError).toHaveBeenCalledWith('You can only upload CSV file!');
    expect(screen.getByRole('alert')).toHaveTextContent('You can only upload CSV file!');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a dropped CSV', () => {
    const onChange = vi.fn();
    const { container } = render(<FileUpload label="Product import" onChange={onChange} />);
    const csv = file('drop.csv', 'text/csv');
    fireEvent.drop(container.querySelector('[data-drop-zone]')!, { dataTransfer: { files: [csv] } });
    expect(onChange).toHaveBeenCalledWith(csv);
  });

  it('removes the file to null', async () => {
    const onChange = vi.fn();
    render(<FileUpload label="Product import" onChange={onChange} />);
    await userEvent.upload(input(), file('products.csv', 'text/csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove products.csv' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Choose CSV file: Product import' })).toBeInTheDocument();
  });

  it('opens the picker from the button and does nothing when disabled', async () => {
    const { rerender } = render(<FileUpload label="Product import" />);
    const click = vi.spyOn(input(), 'click');
    await userEvent.click(screen.getByRole('button', { name: /Choose CSV file/ }));
    expect(click).toHaveBeenCalledTimes(1);
    rerender(<FileUpload label="Product import" disabled />);
    expect(screen.getByRole('button', { name: /Choose CSV file/ })).toBeDisabled();
  });
});
