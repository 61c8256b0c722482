import { whitelistResultMachine, type WhitelistResultInput } from '../../../machines/whitelistResult';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * WhitelistChecked's result: pure plan data (no DOM). Planned for each result the mint page can
 * give it: the giveaway's success page, a made story, and the result alone. The story's code loads
 * or does not; the story reveal (a chart of its own, with its own tests) can stop.
 */

export const STORY_KEY = '0xa11ce0000000000000000000000000000000000a/bayc-1';

const given = (result: WhitelistResultInput['result']): WhitelistResultInput => ({
  result,
  storyKey: result === 'story' ? STORY_KEY : '',
});

export const whitelistResultModel = defineModel({
  name: 'whitelistResult',
  machine: whitelistResultMachine,
  inputs: [
    { name: 'story', description: '/bayc: a sign-up whose whitelisting made a story', input: given('story') },
    { name: 'giveaway', description: "a collection sale's page: the giveaway registered", input: given('giveaway') },
    { name: 'added', description: '/bayc: a sign-up added without a story', input: given('plain') },
  ],
  sampleEvents: [
    actorDone('loadForms'),
    actorError('loadForms', new Error('the forms chunk did not load (planned)')),
    actorError('storyReveal', new Error('the story reveal failed (planned)')),
  ],
  stateDescriptions: {
    loadingStory: "the story's code loads: the heading, no button yet",
    giveawayRegistered: "'Congrats! You're now registered to win a FREE Collectible Story!'",
    withStory: "the story and 'SHARE YOUR STORY!'",
    plain: 'the result alone',
  },
  guardDescriptions: { isGiveaway: 'the sale is a collection (giveaway)', madeStory: 'a story was made' },
  eventDescriptions: {
    'xstate.done.actor.loadForms': "the story's code arrives",
    'xstate.error.actor.loadForms': "the story's code does not arrive",
  },
});
