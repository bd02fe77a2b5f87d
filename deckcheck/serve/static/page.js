// deckcheck serve: the page works without this script; it only makes three things easier.
"use strict";
(function () {
  // 1. A list's file dropped anywhere on the drop area is chosen in the file field.
  var drop = document.getElementById("drop");
  var file = document.getElementById("file");
  if (drop && file) {
    ["dragenter", "dragover"].forEach(function (name) {
      drop.addEventListener(name, function (event) {
        event.preventDefault();
        drop.classList.add("over");
      });
    });
    ["dragleave", "drop"].forEach(function (name) {
      drop.addEventListener(name, function () { drop.classList.remove("over"); });
    });
    drop.addEventListener("drop", function (event) {
      event.preventDefault();
      if (event.dataTransfer && event.dataTransfer.files.length) {
        file.files = event.dataTransfer.files;
      }
    });
  }
  // 2. The player's details are kept in this browser (never on the server) for next time.
  var store = null;
  try { store = window.localStorage; } catch (error) { store = null; }
  if (store) {
    document.querySelectorAll("[data-keep]").forEach(function (field) {
      var key = "deckcheck." + field.name;
      var kept = store.getItem(key);
      if (kept !== null && !field.value) { field.value = kept; }
      if (kept !== null && field.tagName === "SELECT" && field.selectedIndex <= 0) {
        field.value = kept;
      }
      field.addEventListener("change", function () { store.setItem(key, field.value); });
    });
  }
  // 3. Choosing a language switches at once; with a list on the page, it is checked again
  //    in that language.
  var choice = document.getElementById("lang-choice");
  var form = document.getElementById("deck-form");
  var text = document.getElementById("text");
  if (choice && form) {
    choice.addEventListener("change", function () {
      if (text && text.value.trim() && document.getElementById("result")) {
        form.querySelector("input[name=lang]").value = choice.value;
        form.submit();
      } else {
        choice.form.submit();
      }
    });
  }
  // The verdict, once shown, takes the focus (and a screen reader reads it).
  var result = document.getElementById("result") || document.getElementById("name-answer");
  if (result) { result.focus(); }
})();
