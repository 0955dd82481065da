import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './ImageUpload.tsx';
import { validateImageFile } from './validateImage.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('validateImageFile', () => {
  it('accepts JPG and PNG by both MIME type and extension', () => {
    expect(validateImageFile(file('logo.png', 'image/png'), 2)).toBeNull();
    expect(validateImageFile(file('logo.JPG', 'image/jpeg'), 2)).toBeNull();
    expect(validateImageFile(file('logo.jpeg', 'image/jpeg'), 2)).toBeNull();
  });

  it('refuses other types, and names that do not match the type', () => {
    const message = 'You can only upload JPG/PNG file!';
    expect(validateImageFile(file('logo.gif', 'image/gif'), 2)).toBe(message);
    expect(validateImageFile(file('logo.png', 'image/gif'), 2)).toBe(message);
    expect(validateImageFile(file('logo.exe', 'image/png'), 2)).toBe(message);
    expect(validateImageFile(file('logo.webp', 'image/webp'), 2)).toBe(message);
  });

  it('builds the size message from the limit', () => {
    expect(validateImageFile(file('a.png', 'image/png', 2 * MB), 2)).toBe('Image must be smaller than 2MB!');
    expect(validateImageFile(file('a.png', 'image/png', 2 * MB - 1), 2)).toBeNull();
    expect(validateImageFile(file('a.png', 'image/png', 6 * MB), 5)).toBe('Image must be smaller than 5MB!');
    expect(validateImageFile(file('a.png', 'image/png', 4 * MB), 5)).toBeNull();
  });
});

describe('ImageUpload', { timeout: 20_000 }, () => {
  let urls = 0;
  beforeEach(() => {
    urls = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the file picker from the button', async () => {
    render(<ImageUpload label="Store logo" />);
    const click = vi.spyOn(input(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Choose image: Store logo' }));
    expect(click).toHaveBeenCalled();
  });

  it('emits an accepted file and previews it', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="Store logo" onChange={onChange} />);
    const logo = file('logo.png', 'image/png');
    await userEvent.upload(input(), logo);
    expect(onChange).toHaveBeenCalledWith(logo);
    expect(screen.getByRole('img', { name: 'Store logo' })).toHaveAttribute('src', 'blob:preview-1');
  });

  it('reports a refused type and does not emit', async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    render(<ImageUpload label="Store logo" onChange={onChange} onError={onError} />);
    await userEvent.upload(input(), file('logo.gif', 'image/gif'), { applyAccept: false });
    expect(onError).toHaveBeenCalledWith('You can only upload JPG/PNG file!');
    expect(screen.getByRole('alert')).toHaveTextContent('You can only upload JPG/PNG file!');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies the size limit of the prop', async () => {
    const onError = vi.fn();
    render(<ImageUpload label="Slider" maxSizeMb={5} onError={onError} />);
    expect(screen.getByText('JPG or PNG, smaller than 5MB.')).toBeInTheDocument();
    await userEvent.upload(input(), file('slide.jpg', 'image/jpeg', 5 * MB + 1));
    expect(onError).toHaveBeenCalledWith('Image must be smaller than 5MB!');
  });

  it('accepts a dropped file', () => {
    const onChange = vi.fn();
    const { container } = render(<ImageUpload label="Store logo" onChange={onChange} />);
    const zone = container.querySelector('[data-drop-zone]')!;
    const logo = file('logo.jpg', 'image/jpeg');
    fireEvent.dragOver(zone, { dataTransfer: { files: [logo] } });
    fireEvent.drop(zone, { dataTransfer: { files: [logo] } });
    expect(onChange).toHaveBeenCalledWith(logo);
  });

  it('revokes the preview URL on change and on unmount', async () => {
    const { unmount } = render(<ImageUpload label="Store logo" />);
    await userEvent.upload(input(), file('a.png', 'image/png'));
    await userEvent.upload(input(), file('b.png', 'image/png'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('shows the saved image and removes it to null', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="Store logo" value="https://cdn.example/logo.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Store logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows progress and blocks choosing while uploading', () => {
    render(<ImageUpload label="Store logo" uploading progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading: Store logo' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByRole('button', { name: /Choose image/ })).toBeNull();
  });

  it('blocks everything when disabled', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="Store logo" disabled onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Choose image/ })).toBeDisabled();
    fireEvent.change(input(), { target: { files: [file('a.png', 'image/png')] } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
