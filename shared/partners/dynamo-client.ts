/** The DynamoDB client of a stage (or of a loopback server in tests). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getConfig, type Config } from '../config';

export function dynamoClient(config: Config = getConfig()): DynamoDBClient {
  return new DynamoDBClient(
    config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION } : { region: config.AWS_REGION },
  );
}
