// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title The real-chain tests' Character Pass: an ERC-721 minted with a backend signature.
/// @notice The backend signs `rawMessage = abi.encode(hotWallet, count, nonce, expiry)` with the
/// signer key (EIP-191 personal message over those bytes); the hot wallet sends it. Each nonce
/// mints once, and a message past its expiry (block time, in seconds) is refused.
contract SignatureMintPass is ERC721 {
    address public immutable signer;
    uint256 public totalMinted;
    mapping(uint256 nonce => bool used) public usedNonces;

    error InvalidSignature();
    error WrongMinter(address hotWallet, address sender);
    error SignatureExpired(uint256 expiry);
    error NonceUsed(uint256 nonce);
    error NothingToMint();

    constructor(address signer_) ERC721("Storyverse Character Pass", "SVCP") {
        signer = signer_;
    }

    function signatureMint(bytes calldata rawMessage, bytes calldata signature) external {
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(rawMessage);
        if (ECDSA.recover(digest, signature) != signer) revert InvalidSignature();
        (address hotWallet, uint256 count, uint256 nonce, uint256 expiry) =
            abi.decode(rawMessage, (address, uint256, uint256, uint256));
        if (hotWallet != msg.sender) revert WrongMinter(hotWallet, msg.sender);
        if (block.timestamp > expiry) revert SignatureExpired(expiry);
        if (usedNonces[nonce]) revert NonceUsed(nonce);
        if (count == 0) revert NothingToMint();
        usedNonces[nonce] = true;
        for (uint256 i = 0; i < count; i++) {
            _mint(hotWallet, ++totalMinted);
        }
    }
}
