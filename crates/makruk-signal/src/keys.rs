//! Randomness and the throwaway signing key a device uses for one game (or one visit to the lobby):
//! a BIP-340 Schnorr key on secp256k1, as Nostr signs events with.
use k256::schnorr::{Signature, SigningKey, VerifyingKey};

/// A public key: the x coordinate of a secp256k1 point (BIP-340), as an event's `pubkey`.
pub type PublicKey = [u8; 32];

/// The system's random generator failed (in a browser: no Web Crypto).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomError;

impl std::fmt::Display for RandomError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the system's random generator failed")
    }
}

impl std::error::Error for RandomError {}

/// `N` bytes from the system's random generator (Web Crypto in a browser).
///
/// # Errors
/// The generator failed.
pub fn random_bytes<const N: usize>() -> Result<[u8; N], RandomError> {
    let mut bytes = [0u8; N];
    getrandom::getrandom(&mut bytes).map_err(|_| RandomError)?;
    Ok(bytes)
}

/// A random 64-bit number (nonces, challenge ids).
///
/// # Errors
/// The generator failed.
pub fn random_u64() -> Result<u64, RandomError> {
    random_bytes().map(u64::from_be_bytes)
}

/// A signing key and its public key.
#[derive(Clone)]
pub struct Keys {
    signing: SigningKey,
    public: PublicKey,
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Keys({})", crate::hex::encode(&self.public))
    }
}

impl Keys {
    /// A new random key.
    ///
    /// # Errors
    /// The random generator failed.
    pub fn generate() -> Result<Keys, RandomError> {
        loop {
            // Almost every 32 bytes are a valid key; the loop takes another draw for the rest.
            if let Some(keys) = Keys::from_secret(&random_bytes()?) {
                return Ok(keys);
            }
        }
    }

    /// The key whose secret is `secret` (as [`Keys::secret`] gave it, kept with a game so a reload
    /// keeps the device's identity); `None` for zero or a number not below the curve's order.
    pub fn from_secret(secret: &[u8; 32]) -> Option<Keys> {
        let signing = SigningKey::from_bytes(secret).ok()?;
        let public = signing.verifying_key().to_bytes().into();
        Some(Keys { signing, public })
    }

    /// The secret, to keep with the game.
    pub fn secret(&self) -> [u8; 32] {
        self.signing.to_bytes().into()
    }

    /// The public key.
    pub fn public(&self) -> PublicKey {
        self.public
    }

    /// The BIP-340 signature of a 32-byte message (an event's id).
    ///
    /// # Errors
    /// The random generator failed.
    pub fn sign(&self, message: &[u8; 32]) -> Result<[u8; 64], RandomError> {
        let signature = self
            .signing
            .sign_prehash_with_aux_rand(message, &random_bytes()?)
            .map_err(|_| RandomError)?;
        Ok(signature.to_bytes())
    }

    /// The key of a shared secret with the holder of `public` (ECDH on secp256k1, `public` read
    /// with an even y as BIP-340 does): the x coordinate of the shared point. `None` when `public`
    /// is not on the curve.
    pub fn shared_secret(&self, public: &PublicKey) -> Option<[u8; 32]> {
        let other = VerifyingKey::from_bytes(public).ok()?;
        let shared =
            k256::ecdh::diffie_hellman(self.signing.as_nonzero_scalar(), other.as_affine());
        Some((*shared.raw_secret_bytes()).into())
    }
}

/// Whether `signature` is `public`'s BIP-340 signature of `message`.
pub fn verify(public: &PublicKey, message: &[u8; 32], signature: &[u8; 64]) -> bool {
    let (Ok(key), Ok(signature)) = (
        VerifyingKey::from_bytes(public),
        Signature::try_from(&signature[..]),
    ) else {
        return false;
    };
    key.verify_raw(message, &signature).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_and_a_changed_one_does_not() {
        let keys = Keys::generate().unwrap();
        let message = [7u8; 32];
        let signature = keys.sign(&message).unwrap();
        assert!(verify(&keys.public(), &message, &signature));
        let mut other_message = message;
        other_message[0] ^= 1;
        assert!(!verify(&keys.public(), &other_message, &signature));
        let mut bad = signature;
        bad[63] ^= 1;
        assert!(!verify(&keys.public(), &message, &bad));
        let other = Keys::generate().unwrap();
        assert!(!verify(&other.public(), &message, &signature));
    }

    #[test]
    fn a_kept_secret_gives_the_same_key() {
        let keys = Keys::generate().unwrap();
        let again = Keys::from_secret(&keys.secret()).unwrap();
        assert_eq!(again.public(), keys.public());
        assert!(Keys::from_secret(&[0; 32]).is_none());
        assert!(Keys::from_secret(&[0xff; 32]).is_none());
    }

    #[test]
    fn both_sides_derive_one_shared_secret() {
        let (a, b) = (Keys::generate().unwrap(), Keys::generate().unwrap());
        let shared = a.shared_secret(&b.public()).unwrap();
        assert_eq!(b.shared_secret(&a.public()), Some(shared));
        assert_ne!(
            Keys::generate().unwrap().shared_secret(&b.public()),
            Some(shared)
        );
        // 2^256 - 1 is not an x coordinate of the field.
        assert_eq!(a.shared_secret(&[0xff; 32]), None);
    }

    /// BIP-340's test vector 0 (secret key 3, auxiliary randomness zero): the verification side.
    #[test]
    fn bip340_vector_verifies() {
        let public = crate::hex::decode::<32>(
            "f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9",
        )
        .unwrap();
        let signature = crate::hex::decode::<64>(
            "e907831f80848d1069a5371b402410364bdf1c5f8307b0084c55f1ce2dca821525f66a4a85ea8b71e482a74f382d2ce5ebeee8fdb2172f477df4900d310536c0",
        )
        .unwrap();
        assert!(verify(&public, &[0; 32], &signature));
        assert_eq!(
            Keys::from_secret(&{
                let mut secret = [0; 32];
                secret[31] = 3;
                secret
            })
            .unwrap()
            .public(),
            public
        );
    }
}
