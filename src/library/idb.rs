//! A small async layer over the browser's IndexedDB (`web-sys`): requests and transactions as
//! futures, and the library's database with its stores and indexes.
use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    DomException, IdbDatabase, IdbIndexParameters, IdbObjectStoreParameters, IdbOpenDbRequest,
    IdbRequest, IdbTransaction,
};

use super::LibraryError;

/// The library's database name.
pub const DATABASE: &str = "makruk-library";
/// The database's version: the stores and indexes below; a later version adds to them in
/// `upgrade` and never drops what an earlier one stored.
const VERSION: u32 = 1;
/// The metadata store: one [`super::GameMeta`] per game, under the game's id (auto-increment).
pub const META: &str = "meta";
/// The games store: the saved game's text (`formats::save`) under the same id.
pub const GAMES: &str = "games";
/// Indexes of the metadata store, by key path.
const INDEXES: [&str; 4] = ["updated", "variant", "result", "link_key"];

impl From<JsValue> for LibraryError {
    fn from(error: JsValue) -> LibraryError {
        match error.dyn_ref::<DomException>() {
            Some(e) if e.name() == "QuotaExceededError" => LibraryError::Full,
            Some(e) => LibraryError::Failed(format!("{}: {}", e.name(), e.message())),
            None => LibraryError::Failed(format!("{error:?}")),
        }
    }
}

/// Calls `on_done` once with the outcome of `target`'s `success` / `error` events, `result` and
/// `error` being read back from the target.
fn settle(
    resolve: Function,
    reject: Function,
    set_success: impl FnOnce(&Function),
    set_error: impl FnOnce(&Function),
    result: impl FnOnce() -> JsValue + 'static,
    error: impl FnOnce() -> JsValue + 'static,
) {
    let on_success = Closure::once_into_js(move || {
        resolve.call1(&JsValue::NULL, &result()).ok();
    });
    let on_error = Closure::once_into_js(move || {
        reject.call1(&JsValue::NULL, &error()).ok();
    });
    set_success(on_success.unchecked_ref());
    set_error(on_error.unchecked_ref());
}

/// The result of a request once it succeeds.
pub async fn request(request: &IdbRequest) -> Result<JsValue, LibraryError> {
    let promise = Promise::new(&mut |resolve, reject| {
        let (ok, failed) = (request.clone(), request.clone());
        settle(
            resolve,
            reject,
            |f| request.set_onsuccess(Some(f)),
            |f| request.set_onerror(Some(f)),
            move || ok.result().unwrap_or(JsValue::UNDEFINED),
            move || {
                failed
                    .error()
                    .ok()
                    .flatten()
                    .map_or(JsValue::NULL, JsValue::from)
            },
        );
    });
    Ok(JsFuture::from(promise).await?)
}

/// Waits until `transaction` commits; an abort (a refused write, storage full) is its error.
pub async fn committed(transaction: &IdbTransaction) -> Result<(), LibraryError> {
    let promise = Promise::new(&mut |resolve, reject| {
        let failed = transaction.clone();
        let reject_abort = reject.clone();
        let aborted = transaction.clone();
        let on_abort = Closure::once_into_js(move || {
            let error = aborted.error().map_or(JsValue::NULL, JsValue::from);
            reject_abort.call1(&JsValue::NULL, &error).ok();
        });
        transaction.set_onabort(Some(on_abort.unchecked_ref()));
        settle(
            resolve,
            reject,
            |f| transaction.set_oncomplete(Some(f)),
            |f| transaction.set_onerror(Some(f)),
            || JsValue::UNDEFINED,
            move || failed.error().map_or(JsValue::NULL, JsValue::from),
        );
    });
    JsFuture::from(promise).await?;
    Ok(())
}

/// Creates what `VERSION` has and the database lacks.
fn upgrade(open: &IdbOpenDbRequest) -> Result<(), JsValue> {
    let database: IdbDatabase = open.result()?.dyn_into()?;
    let names = database.object_store_names();
    if !names.contains(META) {
        let parameters = IdbObjectStoreParameters::new();
        parameters.set_auto_increment(true);
        let meta = database.create_object_store_with_optional_parameters(META, &parameters)?;
        for index in INDEXES {
            let parameters = IdbIndexParameters::new();
            parameters.set_unique(false);
            meta.create_index_with_str_and_optional_parameters(index, index, &parameters)?;
        }
    }
    if !names.contains(GAMES) {
        database.create_object_store(GAMES)?;
    }
    Ok(())
}

/// Opens (creating or upgrading) the library's database.
///
/// # Errors
/// [`LibraryError::Unavailable`] when the browser has no IndexedDB or refuses it (some private
/// modes), or another error of the browser.
pub async fn open() -> Result<IdbDatabase, LibraryError> {
    let unavailable = |why: &str| LibraryError::Unavailable(why.to_string());
    let factory = web_sys::window()
        .ok_or_else(|| unavailable("no window"))?
        .indexed_db()
        .map_err(|e| LibraryError::Unavailable(format!("{e:?}")))?
        .ok_or_else(|| unavailable("no IndexedDB"))?;
    let open = factory
        .open_with_u32(DATABASE, VERSION)
        .map_err(|e| LibraryError::Unavailable(format!("{e:?}")))?;
    let upgrading = open.clone();
    let on_upgrade = Closure::once_into_js(move || {
        if let Err(error) = upgrade(&upgrading) {
            web_sys::console::error_2(&"library upgrade".into(), &error);
        }
    });
    open.set_onupgradeneeded(Some(on_upgrade.unchecked_ref()));
    let database = request(&open)
        .await
        .map_err(|e| LibraryError::Unavailable(e.to_string()))?;
    let database: IdbDatabase = database
        .dyn_into()
        .map_err(|_| unavailable("not a database"))?;
    // Another tab's newer version asks to upgrade: let it, this tab reloads into it.
    let on_version_change = Closure::<dyn FnMut()>::new({
        let database = database.clone();
        move || database.close()
    });
    database.set_onversionchange(Some(on_version_change.as_ref().unchecked_ref()));
    on_version_change.forget();
    Ok(database)
}
