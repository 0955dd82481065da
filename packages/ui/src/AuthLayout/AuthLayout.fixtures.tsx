// A sign-in form as the auth pages use it, for the stories (not public API).
import { Store } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

const Heading = styled.h1`
  margin: 0;
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-strong);
`;

const Lead = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
`;

const Link = styled.a`
  align-self: flex-end;
  color: var(--ui-fg-accent);
  font-size: var(--ui-font-size-sm);
`;

export const productLogo = <Store aria-hidden />;

export function SignInForm() {
  return (
    <Form aria-labelledby="sign-in-heading" onSubmit={(event) => event.preventDefault()}>
      <Heading id="sign-in-heading">Sign in</Heading>
      <Lead>Manage orders, stores and payouts.</Lead>
      <TextField label="Work e-mail" type="email" autoComplete="username" defaultValue="layla@souq.sa" />
      <TextField label="Password" type="password" autoComplete="current-password" />
      <Link href="#forgot-password">Forgot password?</Link>
      <Button type="submit" variant="primary" fullWidth>
        Sign in
      </Button>
    </Form>
  );
}
