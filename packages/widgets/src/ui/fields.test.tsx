// Fields: label, hint and error reach assistive technology; the file rule runs before upload.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { CheckboxField } from './CheckboxField';
import { FileField } from './FileField';
import { NumberField } from './NumberField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties hint and error to the input', () => {
    renderWithProvider(
      <TextField label="E-mail" hint="We send the link here." error="Invalid E-mail." required />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We send the link here. Invalid E-mail.');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
  });

  it('is valid and quiet without an error', () => {
    renderWithProvider(<TextField label="City" optional />);
    const input = screen.getByRole('textbox', { name: /^City ?\(optional\)$/ });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('TextField after', () => {
  it('reads the help under the input with it, after hint and error', () => {
    renderWithProvider(
      <TextField
        label="Password"
        type="password"
        error="Field is required."
        after={<p>At least 8 characters.</p>}
      />,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Field is required. At least 8 characters.',
    );
  });
});

describe('CheckboxField', () => {
  it('toggles from its text and ties its error to the box', async () => {
    const user = userEvent.setup();
    renderWithProvider(<CheckboxField label="I accept the terms" error="Field is required." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Field is required.');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });
});

describe('SelectField', () => {
  it('is a labelled native select with an error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProvider(
      <SelectField
        label="Gender"
        error="Field is required."
        options={[
          { value: 'f', label: 'Female' },
          { value: 'm', label: 'Male' },
        ]}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Field is required.');
    await user.selectOptions(select, 'Male');
    expect(onChange).toHaveBeenCalledWith('m');
  });
});

describe('NumberField', () => {
  function Adults() {
    const [value, setValue] = useState<number | undefined>(1);
    return <NumberField label="Adults" value={value} onChange={setValue} min={1} max={4} />;
  }

  it('steps with the arrow keys within its bounds and ignores letters', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Adults />);
    const input = screen.getByRole('spinbutton', { name: 'Adults' });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('4');
    await user.clear(input);
    await user.type(input, '2x');
    expect(input).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Decrease Adults' }));
    expect(input).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
  });
});

describe('FileField', () => {
  it('refuses a wrong type or an oversized file before upload, in place', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    renderWithProvider(
      <FileField
        label="Passport scan"
        value={null}
        onChange={onChange}
        accept={['image/*', 'application/pdf']}
        maxBytes={1024}
      />,
    );
    const button = screen.getByRole('button', { name: 'Choose a file Passport scan' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;

    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed.');
    expect(button).toBeInvalid();

    await user.upload(input, new File(['x'.repeat(2048)], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large (max 1 KB).');
    expect(onChange).not.toHaveBeenCalled();

    const good = new File(['x'], 'scan.png', { type: 'image/png' });
    await user.upload(input, good);
    expect(onChange).toHaveBeenCalledWith(good);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows upload progress', () => {
    renderWithProvider(
      <FileField
        label="Passport scan"
        value={new File(['x'], 'scan.png', { type: 'image/png' })}
        onChange={() => {}}
        progress={42}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading: 42%' })).toHaveValue(42);
    expect(screen.getByText('scan.png')).toBeInTheDocument();
  });
});
