import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@booktutor/contracts/users';
import { apiRequest } from '../../../lib/api-client';

export interface LoginInput {
  username: string;
  password: string;
}

/** The answer is checked by the caller: a response without a token is an error (spec section 8). */
export const login = (input: LoginInput) => apiRequest<Partial<LoginResponse>>('/users/login', { method: 'POST', body: input, auth: 'public' });

export const useLogin = () => useMutation({ mutationFn: login });
