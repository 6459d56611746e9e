/**
 * The language models, named by the role they play. One provider and model are configured
 * (LLM_PROVIDER, LLM_MODEL, LLM_BASE_URL, LLM_API_KEY); each role asks for its own model so a
 * cheaper grader or a larger tutor can be split out later without touching the callers.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export type LlmProviderName = 'openai' | 'openai-compatible' | 'anthropic' | 'google';

export interface LlmSettings {
  provider: LlmProviderName;
  model: string;
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  /** No first token (or no next token) within this time fails the call as a timeout. */
  timeoutMs: number;
}

export interface LlmModels {
  getTutorModel(): LanguageModel;
  getGraderModel(): LanguageModel;
}

function createModel(settings: LlmSettings): LanguageModel {
  const baseURL = settings.baseUrl;
  switch (settings.provider) {
    case 'openai':
      return createOpenAI({ apiKey: settings.apiKey, ...(baseURL ? { baseURL } : {}) })(settings.model);
    case 'openai-compatible':
      // Ollama, vLLM, llama.cpp server, LM Studio: all speak /v1/chat/completions.
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: baseURL!, ...(settings.apiKey ? { apiKey: settings.apiKey } : {}) }).chatModel(settings.model);
    case 'anthropic':
      return createAnthropic({ apiKey: settings.apiKey, ...(baseURL ? { baseURL } : {}) })(settings.model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: settings.apiKey, ...(baseURL ? { baseURL } : {}) })(settings.model);
  }
}

export function createLlmModels(settings: LlmSettings): LlmModels {
  const model = createModel(settings);
  return { getTutorModel: () => model, getGraderModel: () => model };
}
