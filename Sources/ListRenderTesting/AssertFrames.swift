import ListRender
